import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.sans,
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { textDecoration: 'none' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&[aria-disabled="true"], &:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover': { background: vars.color.primaryHover, color: vars.color.onPrimary },
          '&:active': { background: vars.color.primaryActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover': { background: vars.color.primarySoft, color: vars.color.primaryHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover': { background: vars.color.primarySoft, color: vars.color.primary } },
      },
      inverse: {
        background: vars.color.background,
        color: vars.color.ink,
        selectors: { '&:hover': { background: vars.color.primarySoft, color: vars.color.ink } },
      },
    },
    size: {
      sm: { fontSize: vars.font.sizeSm, padding: `${vars.space['1']} ${vars.space['3']}`, minHeight: 32 },
      md: { fontSize: vars.font.sizeMd, padding: `${vars.space['2']} ${vars.space['5']}`, minHeight: 40 },
      lg: { fontSize: vars.font.sizeLg, padding: `${vars.space['3']} ${vars.space['6']}`, minHeight: 48 },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
