import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wall = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 140,
  height: 64,
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});
