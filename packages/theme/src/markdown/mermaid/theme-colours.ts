/** Style properties that set a colour, in `classDef`, `style` and `linkStyle` statements. */
const COLOUR_PROPERTIES = new Set(['fill', 'stroke', 'color']);
const THEME_VALUE = /^(?:var\(--[\w-]+\)|none|transparent)$/;

/**
 * Why a list of style properties (`fill:#fff,stroke:var(--x)`) has a fixed colour, if it has one:
 * a diagram follows the site's light and dark themes only through CSS variables.
 */
export function fixedColourProblem(properties: string): string | undefined {
  for (const property of properties.replace(/;\s*$/, '').split(',')) {
    const [name = '', value = ''] = property.split(':').map((part) => part.trim());
    if (COLOUR_PROPERTIES.has(name) && !THEME_VALUE.test(value)) {
      return `${name}:${value} is a fixed colour; use a theme variable such as var(--rb-color-successSoft), which follows light and dark mode`;
    }
  }
  return undefined;
}
