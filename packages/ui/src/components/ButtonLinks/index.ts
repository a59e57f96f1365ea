export { ButtonLinks, type ButtonLink, type ButtonLinksProps } from './ButtonLinks';
