import './clike';
import {registerGrammar} from './core';

/**
 * Prism's Go grammar. Loaded by the pages whose code blocks are Go
 * (plugins/code-blocks/remarkCodeLanguages.ts) and by the API reference's
 * request samples when a reader shows the Go one (src/components/api/Samples).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- runs once the Prism global is lent; an import would run first
registerGrammar(() => require('prismjs/components/prism-go'));
