export { ToolExamples, type ToolExamplesProps } from './ToolExamples.js';
