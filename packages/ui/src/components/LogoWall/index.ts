export { LogoWall, type LogoWallProps, type LogoItem } from './LogoWall';
