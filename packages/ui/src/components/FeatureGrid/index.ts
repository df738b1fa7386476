export { FEATURE_COLUMNS } from './FeatureGrid.css.js';
export { FeatureGrid, type FeatureGridProps, type FeatureItem } from './FeatureGrid.js';
