/** Values shared by the light and dark themes: everything except colour. */
export const fontStackSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif";

export const fontStackMono =
  "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'Noto Sans Mono CJK SC', monospace";

export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
};

export const radius = { sm: '4px', md: '8px', lg: '12px', xl: '20px', pill: '999px' };

export const font = {
  sans: fontStackSans,
  mono: fontStackMono,
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.125rem',
  sizeXl: '1.375rem',
  size2xl: '1.75rem',
  size3xl: '2.25rem',
  sizeDisplay: 'clamp(2.25rem, 1.6rem + 2.6vw, 3.5rem)',
  weightRegular: '400',
  weightMedium: '500',
  weightBold: '700',
  lineHeightLatin: '1.6',
  lineHeightCjk: '1.75',
  lineHeightHeading: '1.25',
};

export const zIndex = { base: '0', dropdown: '100', sticky: '200', header: '300', overlay: '400', dialog: '500' };

export const layout = { containerWidth: '1200px', readingWidth: '72ch', headerHeight: '4rem', headerOffset: '6rem' };

export const motion = { durationFast: '120ms', durationBase: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' };
