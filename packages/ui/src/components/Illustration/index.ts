export { Illustration, type IllustrationProps } from './Illustration';
