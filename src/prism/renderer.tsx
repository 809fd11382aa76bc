import React, {type ComponentProps, type ReactNode} from 'react';
import type * as PrismReactRenderer from 'prism-react-renderer';

/**
 * Stands in for `prism-react-renderer` in the client bundle
 * (plugins/page-weight/index.ts aliases the package name here). The package
 * is 26 kB gzip of main.js, and its module builds Prism and its 30-odd
 * grammars as it runs: about 55 ms of every page's start-up at a phone's CPU
 * speed (4x slowdown), whether the page shows code or not (BENCHMARKS.md,
 * "Main-thread work at load"). Now the pages with code blocks import ./load,
 * which brings the package with their content, before they render or hydrate
 * (plugins/page-weight/remarkPrismLanguages.ts adds the import), and the
 * others never load it. What they load is the package built against our
 * smaller Prism (src/prism/core.ts, plugins/page-weight/leanPrismLoader.cjs).
 */

type Module = typeof PrismReactRenderer;

let provided: Module | undefined;

/** Called once by ./load, with the package. */
export function providePrismReactRenderer(module: Module): void {
  provided = module;
}

/** prism-react-renderer, once a page with code blocks has brought it. */
export function prismReactRenderer(): Module {
  if (!provided) {
    throw new Error(
      'prism-react-renderer is not loaded: a page that renders a code block must import ' +
        '@site/src/prism/load (plugins/page-weight/remarkPrismLanguages.ts adds it to Markdown pages with code blocks).',
    );
  }
  return provided;
}

/**
 * Prism, for the theme's start-up module, which hands it to
 * prism-include-languages (ours registers nothing: src/theme). Reading a
 * property of it needs the package loaded.
 */
export const Prism = new Proxy({} as Module['Prism'], {
  get: (_target, property) => Reflect.get(prismReactRenderer().Prism, property),
});

/** What the theme's code block renders with (CodeBlock/Content). */
export function Highlight(props: ComponentProps<Module['Highlight']>): ReactNode {
  const {Highlight: Real} = prismReactRenderer();
  return <Real {...props} />;
}
