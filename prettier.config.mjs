// Prettier for the site's code: 140 columns. The files ejected from upstream
// themes (src/theme/ejects.mjs) are held to upstream's own Prettier settings
// instead (facebook/docusaurus's .prettierrc: 80 columns, prose never
// wrapped), so that each diffs against the theme's source as the list of our
// changes only (tests/unit/ejects.test.ts). The webhook verification samples
// (api/webhook-signature), shown on the Webhooks API page, keep to 80 columns:
// as wide as a code block there shows without scrolling.
import {EJECTED_FILES} from './src/theme/ejects.mjs';

/** @type {import('prettier').Config} */
export default {
  printWidth: 140,
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  trailingComma: 'all',
  arrowParens: 'always',
  proseWrap: 'preserve',
  overrides: [
    {files: EJECTED_FILES, options: {printWidth: 80, proseWrap: 'never'}},
    {files: 'api/webhook-signature/**', options: {printWidth: 80}},
  ],
};
