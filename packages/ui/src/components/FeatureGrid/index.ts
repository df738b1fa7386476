export { FeatureGrid, type FeatureGridProps, type FeatureItem } from './FeatureGrid.js';
