/**
 * The source of a marketing route's component: the page's composition with its data files as
 * props. The data is imported, not passed as route modules, so that each page is one chunk and
 * adds one entry to the route registry that every first load carries, as a `src/pages` page does.
 * `constants` are props written into the module as JSON (the same in every locale).
 */
export function routeModuleSource(component: string, props: Readonly<Record<string, string>>, constants: Readonly<Record<string, unknown>> = {}): string {
  const entries = Object.entries(props);
  return [
    "import { createElement } from 'react';",
    `import Page from ${JSON.stringify(component)};`,
    ...entries.map(([, file], index) => `import data${index} from ${JSON.stringify(file)};`),
    `const data = { ${[...Object.entries(constants).map(([prop, value]) => `${JSON.stringify(prop)}: ${JSON.stringify(value)}`), ...entries.map(([prop], index) => `${JSON.stringify(prop)}: data${index}`)].join(', ')} };`,
    'export default function MarketingRoute(props) {',
    '  return createElement(Page, Object.assign({}, props, data));',
    '}',
    '',
  ].join('\n');
}
