import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Infima (the CSS framework of Docusaurus's classic theme) reads its own variables; pointing them
 * at our tokens makes docs pages and the kit's components one product, in both colour modes.
 */
// `html:root[data-theme]` outranks Infima's own `[data-theme='dark']:root` in both modes.
globalStyle('html:root, html:root[data-theme]', {
  vars: {
    // Infima draws its primary colour as text on tinted backgrounds (active sidebar item, active
    // breadcrumb), where the brand blue falls under 4.5:1; the next shade keeps AA everywhere.
    '--ifm-color-primary': vars.color.primaryHover,
    '--ifm-color-primary-dark': vars.color.primaryActive,
    '--ifm-color-primary-darker': vars.color.primaryActive,
    '--ifm-color-primary-darkest': vars.color.primaryActive,
    '--ifm-color-primary-light': vars.color.primaryLight,
    '--ifm-color-primary-lighter': vars.color.primaryLight,
    '--ifm-color-primary-lightest': vars.color.primaryTint,
    '--ifm-color-success': vars.color.success,
    '--ifm-color-warning': vars.color.warning,
    '--ifm-color-danger': vars.color.danger,
    '--ifm-color-info': vars.color.info,
    '--ifm-font-color-base': vars.color.text,
    '--ifm-color-content-secondary': vars.color.textMuted,
    '--ifm-link-color': vars.color.link,
    '--ifm-background-color': vars.color.background,
    '--ifm-background-surface-color': vars.color.surface,
    '--ifm-toc-border-color': vars.color.border,
    '--ifm-color-emphasis-300': vars.color.border,
    '--ifm-font-family-base': vars.font.sans,
    '--ifm-font-family-monospace': vars.font.mono,
    '--ifm-line-height-base': vars.font.lineHeightLatin,
    '--ifm-heading-line-height': vars.font.lineHeightHeading,
    '--ifm-global-radius': vars.radius.md,
    '--ifm-code-font-size': '95%',
    '--ifm-footer-background-color': vars.color.inverseSurface,
    '--ifm-z-index-dropdown': vars.zIndex.dropdown,
    '--ifm-z-index-fixed': vars.zIndex.header,
    '--ifm-z-index-overlay': vars.zIndex.overlay,
  },
});
