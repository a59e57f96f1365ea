import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { visuallyHidden } from '../../styles/common.css';

/** Scrolls sideways on phones instead of squeezing the columns; focusable so keyboards can scroll it. */
export const wrap = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const table = style({
  display: 'table',
  width: '100%',
  minWidth: 'var(--rb-table-min-width, 32rem)',
  margin: 0,
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: '1rem 1rem 0.5rem',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

globalStyle(`${table} th, ${table} td`, {
  border: 0,
  padding: '0.75rem 1rem',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} tbody tr`, { background: 'transparent' });

globalStyle(`${table} thead th`, {
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.backgroundAlt,
  fontWeight: vars.font.weightBold,
});

globalStyle(`${table} tbody tr:last-child th, ${table} tbody tr:last-child td`, { borderBottom: 0 });

globalStyle(`${table} tbody th`, { minWidth: '7.5rem', fontWeight: vars.font.weightBold });

globalStyle(`${table} code`, { fontSize: '0.85em', whiteSpace: 'nowrap' });
