export { CTABand, type CTABandProps } from './CTABand';
