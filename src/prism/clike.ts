import {registerGrammar} from './core';

/**
 * Prism's C-like grammar, which JavaScript, Java, Go and C# extend: each of
 * their modules here imports this one first.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- runs once the Prism global is lent; an import would run first
registerGrammar(() => require('prismjs/components/prism-clike'));
