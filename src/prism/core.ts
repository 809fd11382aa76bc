/**
 * The Prism that code blocks highlight with, in both bundles and in
 * development: Prism's core and the one grammar most of our pages' code
 * blocks use (JSON). prism-react-renderer bundles its own Prism with 30-odd
 * grammars (PERFORMANCE.md, "Kept optimisations", lean-prism);
 * patches/lean-prism builds the package against this module instead. The
 * other grammars the site needs come with the pages that use them
 * (./bash.ts, ./javascript.ts, ./python.ts and the others here; see
 * plugins/code-blocks/remarkCodeLanguages.ts, which fails the build on a code
 * block in a language that has none).
 */
const global = globalThis as {Prism?: unknown};

/** Runs `run` with the `Prism` global set to `value`, then puts the global back. */
function withPrismGlobal<T>(value: unknown, run: () => T): T {
  const before = global.Prism;
  global.Prism = value;
  try {
    return run();
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

/**
 * Runs a Prism grammar file, which extends the `Prism` global, with this
 * instance lent to the global, as the theme's prism-include-languages does.
 */
export function registerGrammar(load: () => unknown): void {
  withPrismGlobal(Prism, load);
}

// Prism's core highlights every `code.language-*` element of the document as
// soon as it loads, unless `Prism.manual` is set first; React owns those
// elements. Requires, not imports: imports would run before these lines.
const Prism = withPrismGlobal(
  {manual: true},
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- runs once the Prism global is set; an import would run first
  () => require('prismjs/components/prism-core') as typeof import('prismjs'),
);

registerGrammar(() => {
  /* eslint-disable @typescript-eslint/no-require-imports -- grammar files run once the Prism global is lent; imports would run first */
  require('prismjs/components/prism-json');
  /* eslint-enable @typescript-eslint/no-require-imports */
});

export default Prism;
