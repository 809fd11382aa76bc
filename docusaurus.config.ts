import {availableParallelism} from 'node:os';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';

import {product, editUrl} from './src/config/product';
import {readSiteEnv} from './src/config/env';
import {i18nConfig} from './src/config/i18n';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {announcement, announcementContent, currentLocale} from './src/config/announcement';
import {algoliaThemeConfig, SEARCH_PAGE_PATH, SEARCH_SYNONYMS} from './src/config/search';
import searchIndexPlugin from './plugins/search-index';
import {apiDocsOptions} from './src/config/apiReference';
import {PAGE_KIND_LABELS, RELEASE_NOTE_PLUGIN_ID} from './src/config/contentPlugins';
import {prismTheme} from './src/config/prismTheme';
import remarkCodeLanguages from './plugins/code-blocks/remarkCodeLanguages';
import rehypeTableCodeBreaks from './plugins/code-blocks/rehypeTableCodeBreaks';
import remarkMermaidDiagrams from './plugins/diagrams/remarkMermaidDiagrams';
import {FEEDBACK_ENDPOINT_FIELD} from './src/config/feedback';
import {feedOptions} from './src/config/feeds';

// Read once; a malformed value stops the build here with a message naming it.
const env = readSiteEnv();
const i18n = i18nConfig({defaultLocaleOnly: env.defaultLocaleOnly, baseUrl: env.baseUrl});
// The locale this process builds (Docusaurus loads the config once per locale).
const locale = currentLocale();

/** Every content plugin's: the code blocks' grammars load with their pages, and diagrams are checked against the bundle. */
const remarkPlugins = [remarkCodeLanguages, remarkMermaidDiagrams];
/** Every content plugin's: code in a table cell breaks only between its words. */
const rehypePlugins = [rehypeTableCodeBreaks];

const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl,
  editLocalizedFiles: true,
  showLastUpdateTime: true,
  // The date helps readers; commit author names mean nothing to them (and are not translated).
  showLastUpdateAuthor: false,
  tags: 'tags.yml',
  onInlineTags: 'throw',
  remarkPlugins,
  rehypePlugins,
} satisfies DocsOptions;

const blogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: '部落格',
  blogDescription: 'Ferrypay 產品團隊談跨境付款、收單與財務營運的文章。',
  blogSidebarTitle: '所有文章',
  blogSidebarCount: 'ALL',
  showReadingTime: true,
  editUrl,
  editLocalizedFiles: true,
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  remarkPlugins,
  rehypePlugins,
  feedOptions: feedOptions('blog', locale),
} satisfies BlogOptions;

const releaseNoteOptions = {
  id: RELEASE_NOTE_PLUGIN_ID,
  path: 'release-note',
  routeBasePath: 'release-note',
  blogTitle: 'Release Note',
  blogDescription: 'Ferrypay 每個版本的新功能、改進、修正與您需要做的事。',
  blogSidebarTitle: '版本',
  blogSidebarCount: 'ALL',
  showReadingTime: false,
  editUrl,
  editLocalizedFiles: true,
  onInlineTags: 'throw',
  onUntruncatedBlogPosts: 'throw',
  remarkPlugins,
  rehypePlugins,
  feedOptions: feedOptions('releaseNote', locale),
} satisfies BlogOptions;

const config: Config = {
  title: `${product.name} Docs`,
  tagline: '收單與 B2B 跨境供應商付款的使用指南與 API 參考',
  favicon: 'img/favicon.svg',

  url: env.siteUrl,
  baseUrl: env.baseUrl,
  trailingSlash: undefined,

  future: {
    v4: true,
    faster: {
      swcHtmlMinimizer: false,
      // On two cores a locale's 212 pages render faster in the main thread,
      // idle by then, than in Docusaurus's two worker threads, which each load
      // the server modules and warm up React first, and it takes less memory
      // (PERFORMANCE.md, "Pages rendered in the main thread on two cores").
      // With more cores, Docusaurus's threads.
      ssgWorkerThreads: availableParallelism() > 2,
    },
  },
  // The colour mode is stored under the plain key `theme`, not a namespaced one.
  storage: {type: 'localStorage', namespace: false},

  // What the browser reads from the build's environment: where page feedback goes (null: nowhere).
  customFields: {[FEEDBACK_ENDPOINT_FIELD]: env.feedbackEndpoint},

  // A broken link, anchor or Markdown link, or two pages at one route, fail the
  // build naming the page (tests/build/links.test.ts).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    // Explicit heading ids (`## 對帳 {#reconciliation}`) keep anchors identical in
    // both locales; future.v4 turns this MDX 1 syntax off unless asked for.
    mdx1Compat: {headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n,

  presets: [
    [
      'classic',
      {
        // The guide's docs plugin is ./plugins/guide-docs, below.
        docs: false,
        blog: blogOptions,
        pages: {remarkPlugins, rehypePlugins},
        theme: {customCss: './src/css/custom.css'},
        // The search page is crawlable, as on every Docusaurus site (patches/README.md, the search page's robots meta), but not listed.
        sitemap: {
          lastmod: 'date',
          ignorePatterns: Object.values(i18n.localeConfigs).map((config) => `${config?.baseUrl ?? env.baseUrl}${SEARCH_PAGE_PATH}`),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Every change to another package's code, pinned and checked (patches/README.md).
    './patches/index.ts',
    // The guide: Docusaurus's docs plugin, its version metadata without the docs' descriptions.
    ['./plugins/guide-docs/index.ts', docsOptions],
    ['@docusaurus/plugin-content-blog', releaseNoteOptions],
    // Generates the API pages from api/openapi, then runs the docs plugin on them.
    ['./plugins/api-reference/index.ts', {...apiDocsOptions, remarkPlugins, rehypePlugins}],
    (context) => searchIndexPlugin(context, {sectionLabels: PAGE_KIND_LABELS, synonyms: SEARCH_SYNONYMS}),
    // After each locale's build: a Markdown twin of every content page, llms.txt, the Postman collections.
    './plugins/markdown-twins/index.ts',
    // A social card (og:image) per content page, drawn while each locale builds.
    './plugins/social-cards/index.ts',
    // The grammars of a page's code blocks come with the page (and additionalLanguages stays empty).
    './plugins/code-blocks/index.ts',
    './plugins/diagrams/index.ts',
    // postcss-loader searches for a PostCSS config file from each CSS module's
    // folder upwards, once per module (PERFORMANCE.md, "Kept optimisations").
    // The site has none; Docusaurus passes its PostCSS plugins in the loader options.
    () => ({name: 'postcss-without-config-file', configurePostCss: (options) => ({...options, config: false})}),
    // Chunk files named by their id, not by the name Docusaurus gives each route's chunk: the
    // runtime on every page then carries no map from each chunk's id to its name (1.5 kB gzip,
    // PERFORMANCE.md, "Kept optimisations"). Prefetching still finds a route's chunks by name,
    // through the map of Docusaurus's own `__webpack_require__.gca`.
    () => ({
      name: 'chunk-files-by-id',
      configureWebpack: (config, isServer) =>
        isServer || config.mode !== 'production' ? {} : {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}},
    }),
  ],

  // The classic preset adds the Algolia search theme because themeConfig.algolia is set.
  themes: ['@docusaurus/theme-mermaid'],

  // The guards first: they correct an odd address or fragment, and a storage that
  // cannot be read, before anything reads them.
  clientModules: [
    './src/clientModules/addressRepair.ts',
    './src/clientModules/safeHash.ts',
    './src/clientModules/storageFallback.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/navbarDropdownKeys.ts',
    './src/clientModules/scrollingTables.ts',
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: {
      // Text, link and id per locale: src/config/announcement.ts.
      id: announcement.id,
      content: announcementContent(locale, i18n.localeConfigs[locale]?.baseUrl ?? env.baseUrl),
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    algolia: algoliaThemeConfig(env.algolia),
    prism: {
      theme: prismTheme,
      // No grammar is added at startup: JSON comes with Prism itself
      // (src/prism/core.ts), every other language's grammar (src/prism) with
      // the pages whose code blocks use it (plugins/code-blocks).
      additionalLanguages: [],
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
