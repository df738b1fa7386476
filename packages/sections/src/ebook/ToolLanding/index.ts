export { ToolLanding, type ToolLandingProps } from './ToolLanding.js';
