export { CommandBox, type CommandBoxProps } from './CommandBox';
