import { describe, expect, it } from 'vitest';
import { routeModuleSource } from './route-module';

describe('routeModuleSource', () => {
  it("renders the composition with each data file as the prop of its name", () => {
    expect(routeModuleSource('@site/src/Home', { content: '/gen/home.json', shared: '/gen/shared.json' })).toBe(
      [
        "import { createElement } from 'react';",
        'import Page from "@site/src/Home";',
        'import data0 from "/gen/home.json";',
        'import data1 from "/gen/shared.json";',
        'const data = { "content": data0, "shared": data1 };',
        'export default function MarketingRoute(props) {',
        '  return createElement(Page, Object.assign({}, props, data));',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes constant props before the data', () => {
    expect(routeModuleSource('@site/src/Feature', { content: '/gen/devops.json' }, { href: '/feature/devops' })).toContain(
      'const data = { "href": "/feature/devops", "content": data0 };',
    );
  });
});
