import {registerGrammar} from './core';

/**
 * Prism's PHP grammar, with markup and markup-templating, on which it builds.
 * Loaded by the pages whose code blocks are PHP
 * (plugins/code-blocks/remarkCodeLanguages.ts) and by the API reference's
 * request samples when a reader shows the PHP one (src/components/api/Samples).
 */
registerGrammar(() => {
  /* eslint-disable @typescript-eslint/no-require-imports -- grammar files run once the Prism global is lent; imports would run first */
  require('prismjs/components/prism-markup');
  require('prismjs/components/prism-markup-templating');
  require('prismjs/components/prism-php');
  /* eslint-enable @typescript-eslint/no-require-imports */
});
