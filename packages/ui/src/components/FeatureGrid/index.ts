export { FeatureGrid, type FeatureGridProps, type FeatureItem } from './FeatureGrid';
export { FEATURE_COLUMNS } from './FeatureGrid.css';
