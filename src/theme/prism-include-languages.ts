/**
 * Ejected: registers no language at startup. Upstream requires every language
 * of `themeConfig.prism.additionalLanguages` (and, for php, markup-templating)
 * into main.js, on every page. The grammar we add to prism-react-renderer's
 * own languages, bash, is imported by the pages that use it instead (see
 * src/prism/bash.ts); `additionalLanguages` stays empty in the config.
 */
export default function prismIncludeLanguages(): void {}
