import { useId } from 'react';
import { fillTemplate, parseSvg } from './template';

export interface IllustrationProps {
  /**
   * The drawing: an SVG document whose text is `{{key}}` placeholders, filled from `labels`, and
   * whose root carries `aria-label="{{label}}"` (or another placeholder) as its accessible name.
   * `{{@id}}` stands for an id unique to this instance (arrowhead markers and the like).
   */
  svg: string;
  /** The words of the drawing, by placeholder. */
  labels: Readonly<Record<string, string>>;
}

/**
 * An SVG drawing from a designer's file with its words from data: responsive (never wider than its
 * viewBox), exposed as one image with a name. A placeholder without a label is an error, so a
 * missing translation fails the build instead of showing `{{key}}`.
 */
export function Illustration({ svg, labels }: IllustrationProps) {
  const id = `rb-illustration${useId()}`;
  const { attributes, body } = parseSvg(svg);
  const [, , width] = attributes.viewBox.split(/\s+/).map(Number);
  const fill = (text: string) => fillTemplate(text, labels, id);
  return (
    <svg
      viewBox={attributes.viewBox}
      width="100%"
      style={{ maxWidth: width }}
      role="img"
      aria-label={fill(attributes['aria-label'] ?? '')}
      dangerouslySetInnerHTML={{ __html: fill(body) }}
    />
  );
}
