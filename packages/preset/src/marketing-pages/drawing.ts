import { existsSync, readFileSync } from 'node:fs';

/** The text of an SVG drawing, or why it is not one: missing, or not one <svg> element with a viewBox. */
export function readDrawing(file: string): { svg: string } | { error: string } {
  if (!existsSync(file)) return { error: `no drawing at ${file}` };
  const svg = readFileSync(file, 'utf8');
  if (!/^\s*<svg\b[^>]*\bviewBox="[^"]+"[^>]*>[\s\S]*<\/svg>\s*$/.test(svg)) return { error: `${file} is not one <svg> element with a viewBox` };
  return { svg };
}

/** The words a drawing asks for: its `{{key}}` placeholders (not the instance id `{{@id}}`), sorted. */
export function drawingPlaceholders(svg: string): string[] {
  return [...new Set([...svg.matchAll(/\{\{([\w-]+)\}\}/g)].map((match) => match[1] as string))].sort();
}
