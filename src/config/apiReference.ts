import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {editUrl} from './product';

/** The API reference: a docs plugin instance of its own at /api. */
export const apiDocsOptions = {
  id: 'api',
  path: 'api/docs',
  routeBasePath: 'api',
  sidebarPath: './api/sidebars.ts',
  editUrl,
  editLocalizedFiles: true,
  showLastUpdateTime: true,
} satisfies DocsOptions;
