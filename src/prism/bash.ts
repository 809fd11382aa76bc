import {registerGrammar} from './core';

/**
 * Prism's bash grammar (also `sh` and `shell`). Only the pages that have such
 * a code block import it (plugins/code-blocks/remarkCodeLanguages.ts), so it
 * loads with their content, before they render or hydrate, and no other page
 * carries it (PERFORMANCE.md, "Kept optimisations", "Code grammars with their
 * pages").
 */
// A require, not an import: an import would run before the grammar is lent Prism.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- runs once the Prism global is lent; an import would run first
registerGrammar(() => require('prismjs/components/prism-bash'));
