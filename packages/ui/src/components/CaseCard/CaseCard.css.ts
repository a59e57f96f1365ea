import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ position: 'relative', height: '100%' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const organisation = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, lineHeight: vars.font.lineHeightHeading, fontWeight: vars.font.weightBold });

/** The title link covers the whole card, so the card is one click target with one accessible name. */
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.primary, textDecoration: 'none' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const metrics = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  marginTop: 'auto',
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const metric = style({ display: 'flex', flexDirection: 'column-reverse', margin: 0 });
export const metricValue = style({ margin: 0, fontWeight: vars.font.weightBold, color: vars.color.primary, fontSize: vars.font.sizeLg });
export const metricLabel = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });
