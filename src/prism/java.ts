import {registerGrammar} from './core';

/**
 * Prism's Java grammar. Imported by the pages that have a `java` code block
 * (plugins/code-blocks/remarkCodeLanguages.ts), like ./bash.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- runs once the Prism global is lent; an import would run first
registerGrammar(() => require('prismjs/components/prism-java'));
