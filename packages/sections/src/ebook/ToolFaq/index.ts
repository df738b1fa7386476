export { ToolFaq, type ToolFaqProps } from './ToolFaq.js';
