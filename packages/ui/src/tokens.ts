/** Brand colours of the project (see the design brief); palettes and themes are derived from these. */
export const brandColors = {
  primary: '#0066FF',
  primaryLight: '#338BFF',
  primaryTint: '#80B7FF',
  accent: '#19AABE',
  ink: '#171C34',
} as const;

/** Viewports wider than this many pixels are desktop; the docs sidebar and menus switch here. */
export const desktopBreakpoint = 996;

/** A media query that matches the desktop layout. */
export const desktopMediaQuery = `(min-width: ${desktopBreakpoint + 1}px)`;
