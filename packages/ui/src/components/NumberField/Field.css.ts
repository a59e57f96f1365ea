import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const label = style({ fontWeight: vars.font.weightMedium, color: vars.color.text, fontSize: vars.font.sizeSm });

export const hint = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:focus': { outline: 'none' } },
});

export const unit = style({ display: 'flex', alignItems: 'center', paddingInline: vars.space['2'], color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const stepButton = style({
  width: 40,
  border: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.backgroundAlt,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primarySoft, color: vars.color.primary },
    '&:disabled': { color: vars.color.borderStrong, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const select = style([
  input,
  {
    appearance: 'none',
    paddingRight: vars.space['8'],
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='%234A5068'%3E%3Cpath d='m6.4 8.6 5.6 5.6 5.6-5.6L19 10l-7 7-7-7 1.4-1.4Z'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space['2']} center`,
    backgroundSize: 18,
    cursor: 'pointer',
  },
]);
