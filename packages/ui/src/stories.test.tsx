/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';

/** Every story of the kit: rendered, its play function run, then checked with axe. */
const storyFiles = import.meta.glob<Record<string, unknown>>('./components/**/*.stories.tsx', { eager: true });

async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    // jsdom does no layout, so colour contrast cannot be computed here; Storybook's a11y panel and
    // the site's Lighthouse run check it in a real browser.
    rules: {
      'color-contrast': { enabled: false },
      // A story is a component, not a page: landmarks and the page's h1 are checked on the site.
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

for (const [file, module] of Object.entries(storyFiles)) {
  const stories = composeStories(module as Parameters<typeof composeStories>[0]);
  describe(file.replace('./components/', ''), () => {
    for (const [name, Story] of Object.entries(stories) as [string, { run: () => Promise<void> }][]) {
      it(`${name} renders, plays and has no axe violations`, async () => {
        // run() first unmounts the previous story, then renders this one into a fresh canvas in
        // document.body and runs its play function (which fails the test when an expectation fails).
        await Story.run();
        expect(document.body.innerHTML).not.toBe('');
        expect(await axeViolations(document.body)).toEqual([]);
      });
    }
  });
}

it('finds the stories', () => {
  expect(Object.keys(storyFiles).length).toBeGreaterThanOrEqual(20);
});
