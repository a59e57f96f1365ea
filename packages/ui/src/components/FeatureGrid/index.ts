export { FeatureGrid, type FeatureGridProps, type Feature } from './FeatureGrid';
