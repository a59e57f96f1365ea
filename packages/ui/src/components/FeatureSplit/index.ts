export { FeatureSplit, type FeatureSplitProps } from './FeatureSplit';
