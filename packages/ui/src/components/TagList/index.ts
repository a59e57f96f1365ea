export { TagList, type TagListProps } from './TagList';
