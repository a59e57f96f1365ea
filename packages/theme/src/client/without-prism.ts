/**
 * Stands in for the classic theme's client module that loads Prism into every page: code is
 * highlighted at build time (`markdown/highlight-code.ts`), so the browser needs no highlighter.
 */
export {};
