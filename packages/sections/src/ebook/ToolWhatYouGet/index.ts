export { ToolWhatYouGet, type ToolWhatYouGetProps } from './ToolWhatYouGet.js';
