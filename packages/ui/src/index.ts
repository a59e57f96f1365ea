export { brandColors, desktopBreakpoint, desktopMediaQuery } from './tokens';
