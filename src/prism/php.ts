import {registerGrammar} from './core';

/**
 * Prism's PHP grammar, with the markup and markup-templating grammars it
 * builds on. Imported by the pages that have a `php` code block
 * (plugins/code-blocks/remarkCodeLanguages.ts), like ./bash.ts.
 */
registerGrammar(() => {
  /* eslint-disable @typescript-eslint/no-require-imports -- grammar files run once the Prism global is lent; imports would run first */
  require('prismjs/components/prism-markup');
  require('prismjs/components/prism-markup-templating');
  require('prismjs/components/prism-php');
  /* eslint-enable @typescript-eslint/no-require-imports */
});
