import { SOURCE_REVISION_KEY } from './translation-status.js';

/** The shapes of Docusaurus' `markdown.parseFrontMatter` hook (`@docusaurus/types`), which the tools do not depend on. */
interface ParseFrontMatterParams {
  readonly filePath: string;
  readonly fileContent: string;
}
interface ParseFrontMatterResult {
  frontMatter: { [key: string]: unknown };
  content: string;
}

/**
 * A site's `markdown.parseFrontMatter`: Docusaurus' own parser, then `source_revision` dropped. Only
 * the content tools read it (from the files); left in, every English page would ship its 40-digit
 * hash in its JavaScript.
 */
export async function parseFrontMatterWithoutSourceRevision(
  params: ParseFrontMatterParams & { defaultParseFrontMatter: (params: ParseFrontMatterParams) => Promise<ParseFrontMatterResult> },
): Promise<ParseFrontMatterResult> {
  const result = await params.defaultParseFrontMatter({ filePath: params.filePath, fileContent: params.fileContent });
  const frontMatter = { ...result.frontMatter };
  delete frontMatter[SOURCE_REVISION_KEY];
  return { ...result, frontMatter };
}
