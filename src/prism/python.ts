import {registerGrammar} from './core';

/**
 * Prism's Python grammar. Loaded by the pages whose code blocks are Python
 * (plugins/code-blocks/remarkCodeLanguages.ts) and by the API reference's
 * request samples when a reader shows the Python one (src/components/api/Samples).
 * Out of ./core.ts since no guide page has a Python block: 1.1 kB gzip off
 * every page's main.js (PERFORMANCE.md, "Code grammars with their pages").
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- runs once the Prism global is lent; an import would run first
registerGrammar(() => require('prismjs/components/prism-python'));
