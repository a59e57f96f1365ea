import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { desktop } from '../../styles/common.css';

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  height: vars.layout.headerHeight,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
});

export const hidden = style({ transform: 'translateY(-100%)' });

/** Desktop widths where every item must fit on one row: tighter gaps and padding. */
const narrowDesktop = 'screen and (min-width: 997px) and (max-width: 1279px)';

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space['6'], height: '100%', '@media': { [narrowDesktop]: { gap: vars.space['3'] } } });

export const brand = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'none', color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});

export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'flex' } } });
export const mobileOnly = style({ '@media': { [desktop]: { display: 'none' } } });

export const nav = style({ flex: 1, alignItems: 'center', gap: vars.space['1'] });

export const navList = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], listStyle: 'none', margin: 0, padding: 0 });

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], marginLeft: 'auto' });

const navText = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  fontSize: vars.font.sizeMd,
  textDecoration: 'none',
  background: 'none',
  border: 0,
  cursor: 'pointer',
  fontFamily: 'inherit',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  '@media': { [narrowDesktop]: { paddingInline: vars.space['2'], fontSize: vars.font.sizeSm } },
} as const;

export const navLink = style({
  ...navText,
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'none' },
    '&[aria-current="page"]': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const dropdown = style({ position: 'relative' });

export const chevron = style({ transition: `transform ${vars.motion.durationFast}` });
export const chevronOpen = style({ transform: 'rotate(180deg)' });

export const menu = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  minWidth: 200,
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.primarySoft, color: vars.color.primary, textDecoration: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
    '&[aria-current="page"]': { color: vars.color.primary },
  },
});

export const menuButton = style({
  ...navText,
  marginLeft: 'auto',
  padding: vars.space['2'],
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const drawerMask = style({ position: 'fixed', inset: 0, zIndex: vars.zIndex.overlay, background: vars.color.overlay });

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.dialog,
  width: 'min(86vw, 360px)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  overflowY: 'auto',
  background: vars.color.background,
  boxShadow: vars.shadow.lg,
  boxSizing: 'border-box',
});

export const drawerTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const drawerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const drawerGroup = style({ paddingLeft: vars.space['3'], listStyle: 'none', margin: 0 });

export const drawerSectionLabel = style({
  margin: `${vars.space['3']} 0 ${vars.space['1']}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

export const drawerLink = style([navLink, { width: '100%', boxSizing: 'border-box', justifyContent: 'space-between' }]);
