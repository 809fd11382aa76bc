import './clike';
import {registerGrammar} from './core';

/**
 * Prism's JavaScript grammar (also `js`). Loaded by the pages whose code
 * blocks are JavaScript (plugins/code-blocks/remarkCodeLanguages.ts) and by
 * the API reference's request samples when a reader shows the Node.js one
 * (src/components/api/Samples). Out of ./core.ts since no guide page has a
 * JavaScript block: 2.1 kB gzip off every page's main.js with its C-like base
 * (PERFORMANCE.md, "Code grammars with their pages").
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- runs once the Prism global is lent; an import would run first
registerGrammar(() => require('prismjs/components/prism-javascript'));
