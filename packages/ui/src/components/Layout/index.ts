export { Container, type ContainerProps } from './Container';
export { Section, type SectionProps } from './Section';
export { Grid, type GridProps } from './Grid';
