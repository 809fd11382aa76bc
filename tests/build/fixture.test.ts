import {describe, expect, it} from 'vitest';
import {fixtureFiles, keptSiteFiles} from './fixtureSite';
import {repositoryFiles} from '../support/repositoryFiles';

/**
 * The build tests build the fixture site so that each takes seconds, and
 * their messages must still be the real build's: the fixture replaces the
 * site's content and nothing else.
 */

/** What makes the build what it is: its config, plugins, patches, theme, components, scripts, UI strings and dependencies. */
const BUILD_ITSELF = /^(docusaurus\.config\.ts|package(-lock)?\.json|tsconfig\.json|(plugins|patches|src|scripts|static)\/.*|i18n\/[^/]+\/(code\.json|docusaurus-theme-classic\/.*))$/;

describe('the fixture site', () => {
  it("keeps the repository's own config, plugins, patches, theme, components, scripts and UI strings", () => {
    const buildItself = repositoryFiles().filter((file) => BUILD_ITSELF.test(file));
    expect(buildItself).toContain('docusaurus.config.ts');
    expect(buildItself.filter((file) => file.startsWith('plugins/')).length).toBeGreaterThan(20);
    const kept = new Set(keptSiteFiles());
    expect(buildItself.filter((file) => !kept.has(file))).toEqual([]);
  });

  it('brings content only: guide pages, blog posts, release notes, OpenAPI documents, API pages and the sidebar', () => {
    const content = /^(docs|blog|release-note|api\/openapi|api\/pages|i18n\/[^/]+\/docusaurus-plugin-content-(docs|blog|blog-release-note))\/|^sidebars\.ts$/;
    expect(fixtureFiles().filter((file) => !content.test(file))).toEqual([]);
    expect(fixtureFiles().filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(10);
  });
});
