export { type Step, StepList, type StepListProps } from './StepList';
export { STEP_COLUMNS } from './StepList.css';
