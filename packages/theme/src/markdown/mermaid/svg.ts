/**
 * Turns the renderer's SVG into markup fit to be inlined, many to a page: the <style> block (its
 * font @import reaches Google Fonts, its colours and `svg`/`text` rules would leak into the page) and
 * the `data-*` attributes go, since the theme's stylesheet styles diagrams once for all; ids get a
 * prefix of their own; coordinates keep one decimal; the size grows so the smallest text is 12 px.
 */

/** No text of a diagram is drawn smaller than this many CSS pixels. */
export const MIN_FONT_PX = 12;

export interface FinishedSvg {
  /** The markup, with `role="img"` and `aria-label`. */
  readonly svg: string;
  /** Drawn width and height in CSS pixels, after scaling. */
  readonly width: number;
  readonly height: number;
}

const round = (value: number) => String(Math.round(value * 10) / 10);

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function decodeAttribute(text: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => entities[name]!);
}

/** The text of the first node or participant that has one, from the renderer's SVG. */
export function firstLabel(svg: string): string | undefined {
  for (const match of svg.matchAll(/<g class="(?:node|actor)"[^>]*? data-label="([^"]*)"/g)) {
    const label = decodeAttribute(match[1]!).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    if (label !== '') return label;
  }
  return undefined;
}

/** One tag without its data attributes, with prefixed ids and every number to one decimal. */
function finishTag(tag: string, idPrefix: string): string {
  return tag
    .replace(/\s+data-[\w-]+="[^"]*"/g, '')
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
    .replace(/="([^"]*)"/g, (_attribute, value: string) => `="${value.replace(/-?\d+\.\d{2,}/g, (number) => round(Number(number)))}"`);
}

export function finishSvg(rendered: string, idPrefix: string, name: string): FinishedSvg {
  const open = /^<svg\b[^>]*>/.exec(rendered.trimStart());
  const viewBox = open && /viewBox="([^"]+)"/.exec(open[0]);
  if (!open || !viewBox) throw new Error('the renderer returned no <svg> with a viewBox');
  const [minX = 0, minY = 0, viewWidth = 0, viewHeight = 0] = viewBox[1]!.split(/\s+/).map((value) => Number(round(Number(value))));
  const fontSizes = [...rendered.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  const scale = Math.max(1, MIN_FONT_PX / Math.min(MIN_FONT_PX, ...fontSizes));
  // A tenth of a pixel over, so browsers' float arithmetic never draws text a hair under the minimum.
  const width = Math.ceil(viewWidth * scale * 10 + 1) / 10;
  const height = Math.ceil(viewHeight * scale * 10 + 1) / 10;
  const body = rendered
    .trimStart()
    .slice(open[0].length)
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, (tag) => finishTag(tag, idPrefix))
    .replace(/>\s+</g, '><')
    .trim();
  const svg =
    `<svg viewBox="${[minX, minY, viewWidth, viewHeight].join(' ')}" width="${width}" height="${height}" role="img" aria-label="${escapeAttribute(name)}">` +
    body;
  return { svg, width, height };
}
