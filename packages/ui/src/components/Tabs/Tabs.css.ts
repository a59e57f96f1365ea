import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2, borderRadius: vars.radius.sm },
  },
});

export const panel = style({
  paddingTop: vars.space['5'],
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
