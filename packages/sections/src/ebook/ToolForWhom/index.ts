export { ToolForWhom, type ToolForWhomProps } from './ToolForWhom.js';
