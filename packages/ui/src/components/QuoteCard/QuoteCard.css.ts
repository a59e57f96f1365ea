import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({ margin: 0, height: '100%' });

export const quote = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  color: vars.color.text,
  borderLeft: `3px solid ${vars.color.accent}`,
  paddingLeft: vars.space['4'],
});

export const caption = style({ display: 'flex', flexDirection: 'column', marginTop: 'auto', fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const author = style({ color: vars.color.text, fontWeight: vars.font.weightBold, fontStyle: 'normal' });
