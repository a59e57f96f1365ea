import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { parseFrontMatterWithoutSourceRevision } from './front-matter-hook.js';

const defaultParseFrontMatter = async ({ fileContent }: { filePath: string; fileContent: string }) => {
  const { data, content } = matter(fileContent);
  return { frontMatter: data, content };
};

describe('parseFrontMatterWithoutSourceRevision', () => {
  it('keeps the front matter Docusaurus parses but source_revision, and the content', async () => {
    const fileContent = '---\ntitle: Install\ndescription: How.\nsource_revision: 2fe588e0c7173ed5fb84b249a4f09c89cda0121e\n---\n\nBody\n';
    expect(await parseFrontMatterWithoutSourceRevision({ filePath: '/x/en/install.md', fileContent, defaultParseFrontMatter })).toEqual({
      frontMatter: { title: 'Install', description: 'How.' },
      content: '\nBody\n',
    });
  });
});
