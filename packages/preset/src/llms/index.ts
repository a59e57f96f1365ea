import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { absoluteUrl, llmsFull, llmsIndex, markdownFileFor, pageMarkdown, type MarkdownPage, type PageSection } from './markdown-pages';

/** What this plugin reads of the docs plugin's content (a narrow view of its LoadedContent). */
interface DocsContent {
  loadedVersions: Array<{
    versionName: string;
    label: string;
    isLast: boolean;
    docs: Array<{ title: string; description: string; permalink: string; source: string; unlisted?: boolean; draft?: boolean }>;
  }>;
}

/** What this plugin reads of the blog plugin's content. */
interface BlogContent {
  blogPosts: Array<{ metadata: { title: string; description: string; permalink: string; source: string; unlisted?: boolean } }>;
}

export interface LlmsPluginOptions {
  /** One sentence about the site for the top of llms.txt, in the locale being built. */
  readonly summary: string;
  readonly labels: { readonly docs: string; readonly blog: string; readonly fullText: string; readonly fullTextOf: string };
}

interface VersionPages {
  readonly name: string;
  readonly label: string;
  readonly isLast: boolean;
  readonly fullTextFile: string;
  readonly pages: MarkdownPage[];
}

/**
 * Writes, for the locale being built: `<route>.md` for every page of every docs plugin instance
 * (docs, case studies, use scenes) and every blog post, `llms.txt` (the site's structure) and one
 * `llms-full*.txt` per docs version (all its pages as markdown).
 */
export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions): Plugin {
  const { siteDir, siteConfig, baseUrl } = context;
  let versions: VersionPages[] = [];
  let posts: MarkdownPage[] = [];
  /** Pages of the other docs plugin instances: they get their `.md`, but no llms section. */
  let collectionPages: MarkdownPage[] = [];

  const readSource = (aliased: string) => readFile(path.resolve(siteDir, aliased.replace(/^@site\//, '')), 'utf8');

  return {
    name: 'llms',

    async allContentLoaded({ allContent }) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const markdownPages = (docs: DocsContent['loadedVersions'][number]['docs']) =>
        Promise.all(
          docs
            .filter((doc) => !doc.unlisted && !doc.draft)
            .sort((a, b) => a.permalink.localeCompare(b.permalink))
            .map(async (doc) => ({ title: doc.title, description: doc.description, permalink: doc.permalink, source: await readSource(doc.source) })),
        );
      versions = await Promise.all(
        (docsInstances.default?.loadedVersions ?? []).map(async (version) => ({
          name: version.versionName,
          label: version.label,
          isLast: version.isLast,
          fullTextFile: version.isLast ? 'llms-full.txt' : `llms-full-${version.versionName}.txt`,
          pages: await markdownPages(version.docs),
        })),
      );
      const collections = Object.entries(docsInstances).filter(([id]) => id !== 'default');
      collectionPages = (
        await Promise.all(collections.flatMap(([, content]) => (content?.loadedVersions ?? []).map((version) => markdownPages(version.docs))))
      ).flat();
      posts = await Promise.all(
        (blog?.blogPosts ?? [])
          .filter((post) => !post.metadata.unlisted)
          .map(async ({ metadata }) => ({ title: metadata.title, description: metadata.description, permalink: metadata.permalink, source: await readSource(metadata.source) })),
      );
    },

    async postBuild({ outDir }) {
      const write = async (file: string, text: string) => {
        const target = path.join(outDir, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, text);
      };
      const pages = [...versions.flatMap((version) => version.pages), ...posts, ...collectionPages];
      await Promise.all(pages.map((page) => write(markdownFileFor(page.permalink, baseUrl), pageMarkdown(page))));

      const { labels } = options;
      const sections: PageSection[] = [
        ...versions.map((version) => ({ heading: `${labels.docs} (${version.label})`, pages: version.pages })),
        { heading: labels.blog, pages: posts },
      ];
      await write(
        'llms.txt',
        llmsIndex({
          siteTitle: siteConfig.title,
          summary: options.summary,
          siteUrl: siteConfig.url,
          sections,
          extraLinks: [
            {
              heading: labels.fullText,
              links: versions.map((version) => ({
                title: `${siteConfig.title} ${version.label}`,
                url: absoluteUrl(siteConfig.url, `${baseUrl}${version.fullTextFile}`),
                description: labels.fullTextOf.replace('{version}', version.label),
              })),
            },
          ],
        }),
      );
      await Promise.all(
        versions.map((version) => write(version.fullTextFile, llmsFull(siteConfig.url, `${siteConfig.title} ${labels.docs} ${version.label}`, version.pages))),
      );
    },
  };
}
