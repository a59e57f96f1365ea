export {
  ComparisonTable,
  type ComparisonTableProps,
  type ComparisonColumn,
  type ComparisonGroup,
  type ComparisonRow,
  type ComparisonValue,
} from './ComparisonTable';
