import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const item = style({ height: '100%' });

export const iconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeightHeading });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const link = style({
  marginTop: 'auto',
  color: vars.color.link,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
