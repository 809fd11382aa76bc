import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

describe("the route table's components created when a page first reads them", () => {
  const require = createRequire(import.meta.url);
  const lazyRoutesLoader = require('../../patches/lazy-routes/loader.cjs') as (this: {resourcePath: string}, source: string) => string;
  const {matchRoutes} = require('react-router-config') as {
    matchRoutes: (routes: unknown[], pathname: string) => Array<{route: {component: unknown}}>;
  };
  // As Docusaurus generates it: nested routes, and the not-found route with one argument.
  const routesJs = [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    '',
    'export default [',
    '  {',
    "    path: '/en/blog',",
    "    component: ComponentCreator('/en/blog', 'faa'),",
    '    exact: true',
    '  },',
    '  {',
    "    path: '/docs',",
    "    component: ComponentCreator('/docs', '4b2'),",
    '    routes: [',
    '      {',
    "        path: '/docs/faq',",
    "        component: ComponentCreator('/docs/faq', '1c0'),",
    '        exact: true',
    '      },',
    '      {',
    "        path: '/docs/order',",
    "        component: ComponentCreator('/docs/order', '9d1'),",
    '        exact: true',
    '      }',
    '    ]',
    '  },',
    '  {',
    "    path: '*',",
    "    component: ComponentCreator('*'),",
    '  },',
    '];',
  ].join('\n');
  const load = (source: string) => lazyRoutesLoader.call({resourcePath: '/site/.docusaurus/routes.js'}, source);

  /** The rewritten table, evaluated with a ComponentCreator that records what it creates. */
  function table() {
    const created: string[] = [];
    const ComponentCreator = (routePath: string, hash?: string) => {
      created.push(routePath);
      return {routePath, hash};
    };
    const body = load(routesJs)
      .replace(/^import [^;]+;$/gm, '')
      .replace('export default [', 'const routes = [');
    const routes = new Function('ComponentCreator', `${body}\nreturn routes;`)(ComponentCreator) as Array<{
      component: unknown;
      routes?: Array<{component: unknown}>;
    }>;
    return {routes, created};
  }

  it('creates none while the table loads or a URL is matched, and only the matched routes when read', () => {
    const {routes, created} = table();
    const matched = matchRoutes(routes, '/docs/order');
    expect(created).toEqual([]);
    expect(matched.map(({route}) => route.component)).toEqual([
      {routePath: '/docs', hash: '4b2'},
      {routePath: '/docs/order', hash: '9d1'},
    ]);
    expect(created).toEqual(['/docs', '/docs/order']);
  });

  it("gives the same component on every read, so React keeps the route's tree", () => {
    const {routes, created} = table();
    const first = routes[1]!.routes![0]!.component;
    expect(routes[1]!.routes![0]!.component).toBe(first);
    expect(matchRoutes(routes, '/docs/faq')[1]!.route.component).toBe(first);
    expect(routes[2]!.component).toEqual({routePath: '*', hash: undefined});
    expect(created).toEqual(['/docs/faq', '*']);
  });

  it("fails the build, naming the file, when a route's component is not in the expected form", () => {
    const changed = routesJs.replace("component: ComponentCreator('/docs/faq', '1c0')", "component: ComponentCreator({path: '/docs/faq'})");
    expect(() => load(changed)).toThrow(/\/site\/\.docusaurus\/routes\.js has 5 ComponentCreator calls but 4 matched/);
  });
});
