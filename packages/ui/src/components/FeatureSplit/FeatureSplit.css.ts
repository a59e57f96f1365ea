import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { desktop } from '../../styles/common.css';

export const split = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['12'] } },
});

export const reversed = style({ '@media': { [desktop]: { direction: 'rtl' } } });
export const cell = style({ direction: 'ltr', minWidth: 0 });

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const title = style({
  margin: 0,
  fontSize: vars.font.size2xl,
  lineHeight: vars.font.lineHeightHeading,
  fontWeight: vars.font.weightBold,
  textWrap: 'balance',
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeLg });

export const points = style({ margin: 0, paddingLeft: vars.space['5'], display: 'grid', gap: vars.space['2'] });

export const media = style({
  borderRadius: vars.radius.lg,
  background: vars.color.backgroundAlt,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space['6'],
  display: 'flex',
  justifyContent: 'center',
});
