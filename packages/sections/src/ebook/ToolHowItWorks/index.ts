export { ToolHowItWorks, type ToolHowItWorksProps } from './ToolHowItWorks.js';
