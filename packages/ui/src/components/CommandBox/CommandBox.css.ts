import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { brandColors } from '../../tokens';

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: '100%',
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  // A terminal look in both colour modes.
  background: brandColors.ink,
  color: '#E8ECF6',
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeSm,
  boxSizing: 'border-box',
});

export const code = style({
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  whiteSpace: 'pre',
  paddingBlock: vars.space['2'],
  background: 'none',
  border: 0,
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'inherit',
});

export const prompt = style({ color: '#80B7FF', userSelect: 'none', marginRight: '0.6em' });

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  border: '1px solid rgba(232, 236, 246, 0.3)',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontFamily: vars.font.sans,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(232, 236, 246, 0.12)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.primaryTint}`, outlineOffset: 2 },
  },
});

export const copied = style({ color: '#7BE0A6', borderColor: '#7BE0A6' });
