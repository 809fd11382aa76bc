import './clike';
import {registerGrammar} from './core';

/**
 * Prism's C# grammar. Loaded by the pages whose code blocks are C#
 * (plugins/code-blocks/remarkCodeLanguages.ts) and by the API reference's
 * request samples when a reader shows the C# one (src/components/api/Samples).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- runs once the Prism global is lent; an import would run first
registerGrammar(() => require('prismjs/components/prism-csharp'));
