import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1.25rem' });

export const step = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  gap: '1rem',
  alignItems: 'start',
  position: 'relative',
  selectors: {
    // A thin line joins the numbers, so that the steps read as one sequence.
    '&:not(:last-child)::after': {
      content: "''",
      position: 'absolute',
      left: 'calc(1.25rem - 1px)',
      top: '2.75rem',
      bottom: '-1rem',
      width: 2,
      background: vars.color.border,
    },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({ minWidth: 0, paddingTop: '0.35rem' });

export const title = style({
  margin: '0 0 0.35rem',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightHeading,
});

export const text = style({ margin: 0, color: vars.color.textMuted });
