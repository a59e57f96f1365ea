import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { desktop } from '../../styles/common.css';

export { visuallyHidden } from '../../styles/common.css';

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const table = style({
  // Some site stylesheets make every table a scrolling block; this one scrolls in its wrapper.
  display: 'table',
  margin: 0,
  width: '100%',
  minWidth: '20rem',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  '@media': { [desktop]: { fontSize: vars.font.sizeMd } },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['2']}`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

const cellPadding = `${vars.space['3']} ${vars.space['3']}`;

export const headCell = style({
  border: 0,
  padding: cellPadding,
  background: vars.color.surface,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weightBold,
  verticalAlign: 'bottom',
  '@media': { [desktop]: { padding: `${vars.space['4']} ${vars.space['5']}` } },
});

export const featureHead = style({ textAlign: 'start', width: '52%' });

export const valueHead = style({ textAlign: 'center' });

export const highlightHead = style({ color: vars.color.primaryHover, background: vars.color.primarySoft });

export const group = style({});

export const groupCell = style({
  border: 0,
  padding: `${vars.space['3']} ${vars.space['3']}`,
  textAlign: 'start',
  background: vars.color.backgroundAlt,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { paddingInline: vars.space['5'] } },
});

export const row = style({});

// Neutralise zebra striping that a host stylesheet may give every table: the groups structure this one.
globalStyle(`${table} > tbody > tr:nth-child(n)`, { background: 'transparent' });

const cellBorder = { border: 0, borderBottom: `1px solid ${vars.color.border}` } as const;

export const featureCell = style({
  ...cellBorder,
  padding: cellPadding,
  textAlign: 'start',
  fontWeight: vars.font.weightRegular,
  verticalAlign: 'top',
  '@media': { [desktop]: { padding: `${vars.space['3']} ${vars.space['5']}` } },
});

export const featureName = style({ display: 'block', fontWeight: vars.font.weightMedium });

export const featureLink = style({
  display: 'inline-block',
  fontWeight: vars.font.weightMedium,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const featureDescription = style({ display: 'block', marginTop: 2, fontSize: vars.font.sizeXs, color: vars.color.textMuted, lineHeight: 1.5 });

export const valueCell = style({
  ...cellBorder,
  padding: cellPadding,
  textAlign: 'center',
  verticalAlign: 'middle',
});

export const highlightCell = style({ background: `color-mix(in srgb, ${vars.color.primarySoft} 55%, transparent)` });

export const mark = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', verticalAlign: 'middle' });

export const included = style({ color: vars.color.success });

export const excluded = style({ color: vars.color.textMuted });

export const text = style({ fontSize: vars.font.sizeSm, color: vars.color.text });
