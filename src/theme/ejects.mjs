// The swizzles ejected from upstream themes, the one list of them: each file
// is a copy of the theme's `src/theme/<file>` at the version package.json
// pins, changed only where a `Ferrypay:` comment says so. ESLint
// (eslint.config.mjs) and Prettier (prettier.config.mjs) read it to hold these
// files to upstream's style, and tests/unit/ejects.test.ts diffs each against
// the theme's own source. src/theme/README.md says why each exists.

/** @type {ReadonlyArray<{theme: string; files: readonly string[]}>} */
export const EJECTS = [
  {
    theme: '@docusaurus/theme-classic',
    files: [
      'AnnouncementBar/index.tsx',
      'AnnouncementBar/styles.module.css',
      'BlogArchivePage/index.tsx',
      'BlogPostItem/Header/Info/index.tsx',
      'BlogPostItem/Header/Info/styles.module.css',
      'CodeBlock/Line/index.tsx',
      'CodeBlock/Line/styles.module.css',
      'Heading/index.tsx',
      'Heading/styles.module.css',
      'Icon/ExternalLink/index.tsx',
      'Icon/ExternalLink/styles.module.css',
      'LastUpdated/index.tsx',
      'prism-include-languages.ts',
    ],
  },
  {
    theme: '@docusaurus/theme-search-algolia',
    files: ['SearchBar/index.tsx', 'SearchBar/styles.css', 'SearchPage/index.tsx', 'SearchPage/styles.module.css'],
  },
];

/** Every ejected file, as a path from the repository's root. */
export const EJECTED_FILES = EJECTS.flatMap(({files}) => files.map((file) => `src/theme/${file}`));
