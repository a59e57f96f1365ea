import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { brandColors } from '../../tokens';
import { desktop, tablet } from '../../styles/common.css';

export const footer = style({
  // The footer is dark in both colour modes.
  background: brandColors.ink,
  color: '#C9D0E3',
  paddingBlock: vars.space['12'],
  fontSize: vars.font.sizeSm,
});

export const top = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

export const about = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['4'] });

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], color: '#FFFFFF', fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const tagline = style({ margin: 0, maxWidth: '22rem', lineHeight: vars.font.lineHeightLatin });

export const columns = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(var(--rb-footer-columns, 4), minmax(0, 1fr))' } },
});

export const columnTitle = style({ margin: `0 0 ${vars.space['3']}`, color: '#FFFFFF', fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const link = style({
  color: '#C9D0E3',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: '#FFFFFF', textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.primaryTint}`, outlineOffset: 2 },
  },
});

export const bottom = style({
  marginTop: vars.space['10'],
  paddingTop: vars.space['6'],
  borderTop: '1px solid rgba(201, 208, 227, 0.2)',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const bottomLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

/** Links inside the copyright line (e.g. a filing number) keep the footer's colours. */
globalStyle(`${bottom} p a`, { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: 3 });
globalStyle(`${bottom} p a:hover`, { color: '#FFFFFF' });
