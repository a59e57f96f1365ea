import { defineConfig } from 'vitest/config';

// Unit tests only; the end-to-end specs in e2e/ belong to Playwright.
export default defineConfig({
  test: { include: ['src/**/*.test.ts', '*.test.ts'] },
});
