import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { desktop } from '../../styles/common.css';
import { brandColors } from '../../tokens';

export const band = style({
  // Always dark, in both colour modes: the band closes the page.
  background: `linear-gradient(120deg, ${brandColors.ink} 0%, #1d2c5e 100%)`,
  color: '#FFFFFF',
  paddingBlock: vars.space['12'],
  '@media': { [desktop]: { paddingBlock: vars.space['16'] } },
});

export const inner = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space['5'] });

export const title = style({
  margin: 0,
  fontSize: vars.font.size2xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightHeading,
  textWrap: 'balance',
  color: 'inherit',
  '@media': { [desktop]: { fontSize: vars.font.size3xl } },
});

export const description = style({ margin: 0, maxWidth: '40rem', fontSize: vars.font.sizeLg, opacity: 0.9 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['3'] });
