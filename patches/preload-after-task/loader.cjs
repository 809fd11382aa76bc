// @ts-check
/**
 * A webpack loader for Docusaurus's client entry (`clientEntry.js`, client
 * bundle only). Docusaurus starts the page's route chunks (`preload`: the
 * route table matched against the URL, then one `<script>` element per chunk)
 * in the same task as the whole of main.js's evaluation. On a phone (4x CPU
 * slowdown) that task was about 120 ms, 70 of them the preload, and everything
 * of a task over 50 ms counts as blocking time (PERFORMANCE.md,
 * "preload-after-task"). Here the preload starts in a task of its own, right after:
 * the same chunks, requested one task later.
 *
 * When a Docusaurus upgrade changes that line, the build fails here rather
 * than quietly putting the preload back into main.js's task: check the entry,
 * then update the pattern.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function preloadAfterTaskLoader(source) {
  const from = 'preload(window.location.pathname).then(() => {';
  if (!source.includes(from)) {
    throw new Error(
      `patches/preload-after-task: ${this.resourcePath} no longer starts with \`${from}\` ` +
        '(see patches/README.md, "preload-after-task").',
    );
  }
  return source.replace(
    from,
    // Added by patches/preload-after-task: the preload in a task of its own.
    'new Promise((resolve) => setTimeout(resolve, 0)).then(() => preload(window.location.pathname)).then(() => {',
  );
};
