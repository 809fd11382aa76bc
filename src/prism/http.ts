import {registerGrammar} from './core';

/**
 * Prism's HTTP grammar: request lines and headers, such as the authentication
 * headers of the developer guide. Imported by the pages that have an `http`
 * code block (plugins/page-weight/remarkPrismLanguages.ts), like ./bash.ts.
 */
registerGrammar(() => require('prismjs/components/prism-http'));
