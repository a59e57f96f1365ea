import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

export const mask = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
});

export const dialog = style({
  boxSizing: 'border-box',
  width: '100%',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, lineHeight: vars.font.lineHeightHeading, fontWeight: vars.font.weightBold });

export const body = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['3'] });
