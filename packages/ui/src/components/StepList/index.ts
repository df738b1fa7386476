export { STEP_COLUMNS } from './StepList.css.js';
export { type Step, StepList, type StepListProps } from './StepList.js';
