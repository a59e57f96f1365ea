import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const tones = {
  neutral: { fg: vars.color.textMuted, bg: vars.color.backgroundAlt },
  primary: { fg: vars.color.primaryHover, bg: vars.color.primarySoft },
  accent: { fg: vars.color.accentText, bg: vars.color.accentSoft },
  success: { fg: vars.color.success, bg: vars.color.successSoft },
  warning: { fg: vars.color.warning, bg: vars.color.warningSoft },
  danger: { fg: vars.color.danger, bg: vars.color.dangerSoft },
} as const;

export type BadgeTone = keyof typeof tones;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.pill,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.4,
    padding: `2px ${vars.space['2']}`,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: Object.fromEntries(
      Object.entries(tones).map(([name, { fg, bg }]) => [name, { color: fg, background: bg }]),
    ) as Record<BadgeTone, { color: string; background: string }>,
    outline: { true: { background: 'transparent', borderColor: 'currentColor' } },
  },
  defaultVariants: { tone: 'neutral' },
});
