import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { desktop, tablet } from '../../styles/common.css';

export const list = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(var(--rb-stat-count, 4), minmax(0, 1fr))' } },
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space['1'], textAlign: 'center', margin: 0 });

export const value = style({
  margin: 0,
  fontSize: vars.font.size2xl,
  fontWeight: vars.font.weightBold,
  color: vars.color.primary,
  lineHeight: 1.1,
  '@media': { [desktop]: { fontSize: vars.font.size3xl } },
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
