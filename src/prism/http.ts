import {registerGrammar} from './core';

/**
 * Prism's HTTP grammar: request lines and headers, such as the authentication
 * headers of the developer guide. Imported by the pages that have an `http`
 * code block (plugins/code-blocks/remarkCodeLanguages.ts), like ./bash.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- runs once the Prism global is lent; an import would run first
registerGrammar(() => require('prismjs/components/prism-http'));
