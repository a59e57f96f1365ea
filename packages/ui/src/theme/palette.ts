import { brandColors } from '../tokens';
import type { vars } from './contract.css';

export type ColorTokens = { [Name in keyof typeof vars.color]: string };

/**
 * Colour values of the two themes, derived from the brand colours. Text colours keep at least
 * 4.5:1 against the background they sit on (checked in palette.test.ts).
 */
export const lightColors: ColorTokens = {
  primary: brandColors.primary,
  primaryHover: '#0057D9',
  primaryActive: '#0047B3',
  primaryLight: brandColors.primaryLight,
  primaryTint: brandColors.primaryTint,
  primarySoft: '#EBF3FF',
  onPrimary: '#FFFFFF',
  accent: brandColors.accent,
  accentText: '#0B6F7D',
  accentSoft: '#E6F7F9',
  ink: brandColors.ink,
  text: brandColors.ink,
  textMuted: '#4A5068',
  textInverse: '#FFFFFF',
  link: '#0057D9',
  background: '#FFFFFF',
  backgroundAlt: '#F5F8FE',
  surface: '#FFFFFF',
  surfaceRaised: '#FFFFFF',
  inverseSurface: brandColors.ink,
  border: '#DDE3EE',
  borderStrong: '#A9B2C6',
  focusRing: '#338BFF',
  overlay: 'rgba(23, 28, 52, 0.55)',
  success: '#17743C',
  successSoft: '#E8F6EE',
  warning: '#8A5300',
  warningSoft: '#FFF5E0',
  danger: '#B42318',
  dangerSoft: '#FDECEA',
  info: '#0057D9',
  infoSoft: '#EBF3FF',
};

export const darkColors: ColorTokens = {
  primary: '#4D94FF',
  primaryHover: '#6BA6FF',
  primaryActive: '#8AB9FF',
  primaryLight: '#6BA6FF',
  primaryTint: '#2B4F85',
  primarySoft: '#16274A',
  onPrimary: '#0B1020',
  accent: '#2CC3D7',
  accentText: '#5FD4E3',
  accentSoft: '#10343A',
  ink: '#E8ECF6',
  text: '#E8ECF6',
  textMuted: '#A9B2C6',
  textInverse: brandColors.ink,
  link: '#7AB0FF',
  background: '#0F1324',
  backgroundAlt: '#151A30',
  surface: '#171C34',
  surfaceRaised: '#1E2440',
  inverseSurface: '#E8ECF6',
  border: '#2C3352',
  borderStrong: '#4A5376',
  focusRing: '#7AB0FF',
  overlay: 'rgba(0, 0, 0, 0.65)',
  success: '#5BD08A',
  successSoft: '#123222',
  warning: '#F5B545',
  warningSoft: '#3A2A0C',
  danger: '#FF8A80',
  dangerSoft: '#3D1714',
  info: '#7AB0FF',
  infoSoft: '#16274A',
};

export const lightShadows = {
  sm: '0 1px 2px rgba(23, 28, 52, 0.08)',
  md: '0 4px 14px rgba(23, 28, 52, 0.10)',
  lg: '0 16px 40px rgba(23, 28, 52, 0.16)',
};

export const darkShadows: typeof lightShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 14px rgba(0, 0, 0, 0.45)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.55)',
};
