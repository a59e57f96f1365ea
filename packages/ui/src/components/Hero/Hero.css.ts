import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { desktop } from '../../styles/common.css';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.primarySoft} 0%, ${vars.color.background} 100%)`,
  color: vars.color.text,
  paddingBlock: vars.space['12'],
  '@media': { [desktop]: { paddingBlock: vars.space['16'] } },
});

export const layout = style({
  display: 'grid',
  // minmax(0, …): a long install command scrolls inside its box instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' } },
});

export const layoutCentered = style({ textAlign: 'center', justifyItems: 'center', '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });
export const copyCentered = style({ alignItems: 'center', maxWidth: '48rem', width: '100%' });

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentText,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  letterSpacing: '0.04em',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeDisplay,
  lineHeight: 1.15,
  fontWeight: vars.font.weightBold,
  textWrap: 'balance',
  color: vars.color.text,
});

export const subtitle = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.textMuted, maxWidth: '40rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  selectors: { [`${copyCentered} > &`]: { justifyContent: 'center' } },
});

export const media = style({ minWidth: 0, display: 'flex', justifyContent: 'center' });
