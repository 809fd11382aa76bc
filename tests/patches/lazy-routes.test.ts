import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {builtFixtureSite} from '../build/fixtureSite';

/**
 * The loader of patches/lazy-routes, run on the `.docusaurus/routes.js` that
 * Docusaurus generated for a build of the fixture site (tests/build/fixtureSite.ts),
 * so that a change in what Docusaurus generates fails here. It needs that
 * build, so it runs with the build tests (`npm run test:build`), not the unit tests.
 */
const require = createRequire(import.meta.url);
const lazyRoutesLoader = require('../../patches/lazy-routes/loader.cjs') as (this: {resourcePath: string}, source: string) => string;
const {matchRoutes} = require('react-router-config') as {
  matchRoutes: (routes: unknown[], pathname: string) => Array<{route: {path: string; component: unknown}}>;
};

type Route = {path: string; component: unknown; routes?: Route[]};

let site: {dir: string};
let routesFile: string;
let routesJs: string;
beforeAll(async () => {
  site = await builtFixtureSite();
  routesFile = path.join(site.dir, '.docusaurus/routes.js');
  routesJs = readFileSync(routesFile, 'utf8');
});

const load = (source: string) => lazyRoutesLoader.call({resourcePath: routesFile}, source);

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
  const routes = new Function('ComponentCreator', `${body}\nreturn routes;`)(ComponentCreator) as Route[];
  return {routes, created};
}

describe("the route table Docusaurus generated, with each route's component created when a page first reads it", () => {
  it('is the fixture site’s table, with a ComponentCreator call per route', () => {
    expect(routesJs).toContain("import ComponentCreator from '@docusaurus/ComponentCreator';");
    for (const route of ['/docs/faq', '/api', '/blog', '/release-note']) expect(routesJs).toContain(`'${route}'`);
  });

  it('creates no component while the table loads or a URL is matched, and only the matched routes’ when read', () => {
    const {routes, created} = table();
    const matched = matchRoutes(routes, '/docs/faq');
    expect(created).toEqual([]);
    // The docs plugin nests the page under its plugin, version and sidebar routes.
    expect(matched.length).toBeGreaterThan(1);
    expect(matched.at(-1)!.route.path).toBe('/docs/faq');
    const components = matched.map(({route}) => route.component);
    expect(components.map((component) => (component as {routePath: string}).routePath)).toEqual(matched.map(({route}) => route.path));
    expect(created).toEqual(matched.map(({route}) => route.path));
  });

  it("gives the same component on every read, so React keeps the route's tree", () => {
    const {routes, created} = table();
    const first = matchRoutes(routes, '/blog').at(-1)!.route.component;
    expect(matchRoutes(routes, '/blog').at(-1)!.route.component).toBe(first);
    expect(created.filter((routePath) => routePath === '/blog')).toHaveLength(1);
  });

  it("fails the build, naming the file, when a route's component is not in the expected form", () => {
    const calls = routesJs.match(/ComponentCreator\(/g)!.length;
    const changed = routesJs.replace(/ComponentCreator\('\/docs\/faq', ('[^']*')\)/, "ComponentCreator({path: '/docs/faq', hash: $1})");
    expect(changed).not.toBe(routesJs);
    expect(() => load(changed)).toThrow(`${routesFile} has ${calls} ComponentCreator calls but ${calls - 1} matched`);
  });
});
