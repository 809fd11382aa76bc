import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {withoutDocDescriptions} from '../../plugins/shared/versionProps';
import {pinnedPackage, writtenAgainst} from '../support/pinnedPackage';

/**
 * plugins/shared/versionProps.ts leaves each doc's description out of the
 * version metadata the docs plugin passes its version routes as props
 * (patches/README.md, its row). These test the wrap on routes of the plugin's
 * shape and the pin; a build whose plugin passes the metadata another way
 * fails (the last test here), and tests/postbuild/version-metadata.test.ts
 * reads the metadata as built.
 */

/** A version route as the docs plugin adds it: nested under the docs root, its metadata as props. */
const versionRoute = (pluginId: string): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          pluginId,
          version: 'current',
          label: 'Next',
          banner: null,
          badge: false,
          noIndex: false,
          className: 'docs-version-current',
          isLast: true,
          docsSidebars: {guide: [{type: 'link', href: '/docs/faq', label: '常見問題', docId: 'faq', unlisted: false}]},
          docs: {faq: {id: 'faq', title: '常見問題', description: '關於撥款、對帳與測試模式的常見問題。', sidebar: 'guide'}},
        },
      },
      routes: [
        {path: '/docs/faq', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/faq.md'}},
        // A tag's page lists each doc with its description, from props of its own: those stay.
        {
          path: '/docs/tags/payout',
          component: '@theme/DocTagDocListPage',
          exact: true,
          props: {
            tag: {
              label: '撥款',
              permalink: '/docs/tags/payout',
              allTagsPath: '/docs/tags',
              count: 1,
              items: [{id: 'faq', title: '常見問題', description: '關於撥款、對帳與測試模式的常見問題。', permalink: '/docs/faq'}],
            },
          },
        },
      ],
    },
  ],
});

/** Runs the wrapped plugin's contentLoaded with routes the fake docs plugin adds; answers with the routes added. */
async function addedRoutes(routes: RouteConfig[]): Promise<RouteConfig[]> {
  const docs = {
    name: 'docusaurus-plugin-content-docs',
    async contentLoaded({actions}) {
      for (const route of routes) actions.addRoute(route);
    },
  } as Plugin<LoadedContent>;
  const added: RouteConfig[] = [];
  const actions = {addRoute: (route: RouteConfig) => added.push(route)} as unknown as PluginContentLoadedActions;
  await withoutDocDescriptions(docs, 'default').contentLoaded!({content: {} as LoadedContent, actions});
  return added;
}

/**
 * The version of the docs plugin versionProps.ts was written against: after an
 * upgrade the pin and the install agree again, so only its row in patches/README.md says the wrap was
 * not yet read against the new plugin.
 */
const WRITTEN_AGAINST = writtenAgainst('plugins/shared/versionProps.ts', '@docusaurus/plugin-content-docs');

describe('the docs plugin without each doc description in its version metadata', () => {
  // Renovate updates it with the rest of @docusaurus/* (renovate.json), so that these tripwires judge each upgrade.
  it('wraps the installed plugin, pinned exactly, at the version the wrap was written against', () => {
    const {installed, spec} = pinnedPackage('@docusaurus/plugin-content-docs');
    expect(spec, 'package.json must pin @docusaurus/plugin-content-docs to the installed version').toBe(installed);
    expect(
      installed,
      `plugins/shared/versionProps.ts was written against @docusaurus/plugin-content-docs ${WRITTEN_AGAINST}, and ${installed} ` +
        "is installed: check that the plugin still passes each version route its metadata as props.version and that only the theme's " +
        "DocCard reads a doc's description (patches/README.md, its row), then move the row's version.",
    ).toBe(WRITTEN_AGAINST);
  });

  it('passes every version route on, its docs with their id, title and sidebar but no description', async () => {
    const [root] = await addedRoutes([versionRoute('default')]);
    const version = root!.routes![0]!.props!.version as {docs: Record<string, object>; docsSidebars: object; label: string};
    expect(version.docs).toEqual({faq: {id: 'faq', title: '常見問題', sidebar: 'guide'}});
    // The rest of the metadata and the routes below it are as the plugin made them.
    expect(version.label).toBe('Next');
    const made = versionRoute('default').routes![0]!;
    expect(version.docsSidebars).toEqual((made.props!.version as {docsSidebars: object}).docsSidebars);
    expect(root!.routes![0]!.routes).toEqual(made.routes);
  });

  it('fails the build, naming the plugin, when the docs plugin added no version metadata it recognises', async () => {
    const route = versionRoute('default');
    // As if an upgrade passed the metadata another way: nothing to make lean, and the descriptions would ship again.
    delete route.routes![0]!.props;
    await expect(addedRoutes([route])).rejects.toThrow(
      /docusaurus-plugin-content-docs \(id default\): the docs plugin added no version route with its version metadata/,
    );
  });
});
