export { CaseCard, type CaseCardProps } from './CaseCard';
