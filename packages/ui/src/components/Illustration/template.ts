/** The root attributes and the inner markup of an SVG document. */
export interface ParsedSvg {
  attributes: { viewBox: string; 'aria-label'?: string };
  body: string;
}

const ROOT = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

export function parseSvg(svg: string): ParsedSvg {
  const [, rootAttributes, body] = ROOT.exec(svg) ?? [];
  if (rootAttributes === undefined || body === undefined) throw new Error('Illustration: the drawing is not one <svg> element');
  const attributes: Record<string, string> = Object.fromEntries([...rootAttributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
  if (!/^[\d.]+ [\d.]+ [\d.]+ [\d.]+$/.test(attributes.viewBox ?? '')) throw new Error('Illustration: the <svg> has no viewBox of four numbers');
  return { attributes: attributes as ParsedSvg['attributes'], body };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** `markup` with each `{{key}}` replaced by its label (escaped) and `{{@id}}` by `id`. */
export function fillTemplate(markup: string, labels: Readonly<Record<string, string>>, id: string): string {
  return markup.replace(/\{\{(@id|[\w-]+)\}\}/g, (_, key: string) => {
    if (key === '@id') return id;
    const label = labels[key];
    if (label === undefined) throw new Error(`Illustration: no label for {{${key}}} (labels have: ${Object.keys(labels).join(', ')})`);
    return escape(label);
  });
}
