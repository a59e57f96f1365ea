import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, type ColorTokens } from './palette';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Text colours and the surfaces they are used on; each pair must reach WCAG AA (4.5:1). */
const textPairs: [keyof ColorTokens, keyof ColorTokens][] = [
  ['text', 'background'],
  ['text', 'backgroundAlt'],
  ['textMuted', 'background'],
  ['textMuted', 'backgroundAlt'],
  ['link', 'background'],
  ['primary', 'background'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['accentText', 'background'],
  ['accentText', 'accentSoft'],
  ['primaryHover', 'primarySoft'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
  ['danger', 'dangerSoft'],
  ['textInverse', 'inverseSurface'],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s palette', (_name, colors) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });
});

it('measures contrast correctly', () => {
  expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 0);
  expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 1);
});
