export { ToolRelated, type ToolRelatedProps } from './ToolRelated.js';
