import fs from 'node:fs';
import path from 'node:path';

/**
 * A content package of generated docs pages, for the route-growth test: `count` pages in ten
 * folders, each with a heading, prose, a list and a code block, as real pages have.
 */
export function writeFixturePages(dir: string, count: number): void {
  fs.rmSync(dir, { recursive: true, force: true });
  for (let index = 0; index < count; index += 1) {
    const folder = `part-${index % 10}`;
    const file = path.join(dir, folder, `page-${index}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      [
        '---',
        `title: Fixture page ${index}`,
        `description: Generated page ${index} of the route-growth fixture.`,
        '---',
        '',
        `Page ${index} stands for one of the pages a growing site adds. It links to [the next page](./page-${index + 10}.md) when there is one.`,
        '',
        '## Steps',
        '',
        `1. Open component ${index}.`,
        '2. Change its settings.',
        '3. Save and watch the rollout.',
        '',
        '```bash',
        `kubectl get pods -l app=fixture-${index}`,
        '```',
        '',
      ].join('\n'),
    );
  }
  // The last page of each folder links nowhere missing: drop links past the end.
  for (let index = Math.max(0, count - 10); index < count; index += 1) {
    const file = path.join(dir, `part-${index % 10}`, `page-${index}.md`);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/ It links to \[the next page\]\([^)]*\) when there is one\./, ''));
  }
}
