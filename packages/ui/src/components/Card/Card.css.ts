import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
  variants: {
    padding: {
      sm: { padding: vars.space['4'] },
      md: { padding: vars.space['6'] },
      lg: { padding: vars.space['8'] },
    },
    elevated: { true: { boxShadow: vars.shadow.md, borderColor: 'transparent' } },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}, border-color ${vars.motion.durationBase} ${vars.motion.easing}, transform ${vars.motion.durationBase} ${vars.motion.easing}`,
        selectors: {
          '&:hover, &:focus-within': { borderColor: vars.color.primaryTint, boxShadow: vars.shadow.md },
          '&:hover': { transform: 'translateY(-2px)' },
        },
      },
    },
  },
  defaultVariants: { padding: 'md' },
});
