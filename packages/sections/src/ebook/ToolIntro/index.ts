export { ToolIntro, type ToolIntroProps, type ToolPageCopy } from './ToolIntro.js';
