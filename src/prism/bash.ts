import './load';
import {prismReactRenderer} from './renderer';

/**
 * Registers Prism's bash grammar (also `sh` and `shell`) with
 * prism-react-renderer's Prism instance. Only the pages that have such a code
 * block import it (plugins/page-weight/remarkPrismLanguages.ts), so it loads
 * with their content, before they render or hydrate, and no other page carries
 * it in main.js (3.8 kB gzip with the theme's startup registration).
 *
 * Prism's language files extend the `Prism` global, so the instance is lent to
 * the global while the file runs, as the theme's prism-include-languages does.
 */
const global = globalThis as {Prism?: unknown};
const before = global.Prism;
global.Prism = prismReactRenderer().Prism;
// A require, not an import: an import would run before the lines above.
require('prismjs/components/prism-bash');
if (before === undefined) delete global.Prism;
else global.Prism = before;
