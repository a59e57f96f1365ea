export { StatBand, type StatBandProps, type Stat } from './StatBand';
