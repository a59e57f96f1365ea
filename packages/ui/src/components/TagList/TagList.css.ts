import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 });

export const spacing = styleVariants({ small: { gap: '0.4rem' }, large: { gap: '0.6rem' } });

export const centered = style({ justifyContent: 'center' });

/** Tags that are the point of their band (languages, systems): bigger, and wrapping when long. */
export const largeTag = style({ fontSize: '0.95rem', padding: '0.35rem 0.9rem', whiteSpace: 'normal' });
