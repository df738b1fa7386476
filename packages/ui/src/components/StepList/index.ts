export { type Step, StepList, type StepListProps } from './StepList.js';
