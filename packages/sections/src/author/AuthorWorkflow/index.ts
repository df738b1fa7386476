export { AuthorWorkflow, type AuthorWorkflowProps } from './AuthorWorkflow.js';
