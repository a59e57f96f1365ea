import { style } from '@vanilla-extract/css';
import { desktopMediaQuery } from '../tokens';
import { vars } from '../theme/contract.css';

/** Media query for layouts wider than the desktop breakpoint. */
export const desktop = `screen and ${desktopMediaQuery}`;
export const tablet = 'screen and (min-width: 640px)';

/** A visible focus ring for keyboard users on every interactive element. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

/** Resets a <button> to look like nothing, so that a variant can style it. */
export const unstyledButton = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const headingText = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightHeading,
  textWrap: 'balance',
});
