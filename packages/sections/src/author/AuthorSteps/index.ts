export { AuthorSteps, type AuthorStepsProps } from './AuthorSteps.js';
