/**
 * Ejected: registers no language at startup. Upstream requires
 * `prismjs/components/prism-${lang}` for each language of
 * `themeConfig.prism.additionalLanguages`, a require the bundler resolves to
 * every grammar file of prismjs, in main.js on every page. The grammars our
 * code blocks need beyond src/prism/core.ts come with the pages that use them
 * (src/prism/bash.ts, plugins/code-blocks); `additionalLanguages` stays empty,
 * and plugins/code-blocks fails the build if it is set.
 */
export default function prismIncludeLanguages(): void {}
