import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, darkShadows, lightColors, lightShadows } from './palette';
import { font, layout, motion, radius, space, zIndex } from './scales';

const shared = { space, radius, font, zIndex, layout, motion };

/** Light is the default; `data-theme="dark"` on any ancestor (Docusaurus sets it on <html>) switches. */
createGlobalTheme(':root, [data-theme="light"]', vars, { ...shared, color: lightColors, shadow: lightShadows });
createGlobalTheme('[data-theme="dark"]', vars, { ...shared, color: darkColors, shadow: darkShadows });
