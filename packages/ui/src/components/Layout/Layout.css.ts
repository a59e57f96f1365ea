import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { desktop, tablet } from '../../styles/common.css';

export const container = recipe({
  base: { width: '100%', marginInline: 'auto', paddingInline: vars.space['5'], boxSizing: 'border-box' },
  variants: {
    width: {
      wide: { maxWidth: vars.layout.containerWidth },
      reading: { maxWidth: `calc(${vars.layout.readingWidth} + 2 * ${vars.space['5']})` },
    },
  },
  defaultVariants: { width: 'wide' },
});

export const section = recipe({
  base: { paddingBlock: vars.space['12'], '@media': { [desktop]: { paddingBlock: vars.space['16'] } } },
  variants: {
    tone: {
      default: { background: vars.color.background, color: vars.color.text },
      alt: { background: vars.color.backgroundAlt, color: vars.color.text },
      inverse: { background: vars.color.inverseSurface, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginBottom: vars.space['10'],
  maxWidth: '46rem',
});

export const sectionHeaderCentered = style({ marginInline: 'auto', textAlign: 'center', alignItems: 'center' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size2xl,
  lineHeight: vars.font.lineHeightHeading,
  fontWeight: vars.font.weightBold,
  textWrap: 'balance',
  color: 'inherit',
  '@media': { [desktop]: { fontSize: vars.font.size3xl } },
});

export const sectionIntro = style({ margin: 0, fontSize: vars.font.sizeLg, color: 'inherit', opacity: 0.85 });

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(var(--rb-grid-base, 1), minmax(0, 1fr))',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(var(--rb-grid-tablet, 2), minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(var(--rb-grid-desktop, 3), minmax(0, 1fr))' },
  },
});

export const gridReset = style({ listStyle: 'none', margin: 0, padding: 0 });
