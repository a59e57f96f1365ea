import './theme';

export { brandColors, desktopBreakpoint, desktopMediaQuery } from './tokens';
export { vars, lightColors, darkColors } from './theme';
export { LinkProvider, SmartLink, isExternalUrl, type LinkComponent, type LinkProps, type SmartLinkProps } from './link/LinkContext';

export * from './components/Icon';
export * from './components/Button';
export * from './components/Card';
export * from './components/Badge';
export * from './components/Layout';
export * from './components/Hero';
export * from './components/FeatureGrid';
export * from './components/FeatureSplit';
export * from './components/StatBand';
export * from './components/Illustration';
export * from './components/LogoWall';
export * from './components/CaseCard';
export * from './components/QuoteCard';
export * from './components/CTABand';
export * from './components/CommandBox';
export * from './components/Tabs';
export * from './components/Dialog';
export * from './components/SiteHeader';
export * from './components/SiteFooter';
export * from './components/NumberField';
export * from './components/Select';
export * from './components/ComparisonTable';
