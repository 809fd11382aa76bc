// @ts-check
/**
 * A webpack loader for two modules of Docusaurus's client code, both bundles:
 * `getActivePlugin` in the docs plugin's `docsClientUtils.js`, which sorts the
 * docs plugins by path, and `useShallowMemoObject` in theme-common's
 * `reactUtils.js`, which sorts an object's keys. Both sorted with
 * `localeCompare`, and the first `localeCompare` of a page load builds the
 * browser's collator from its locale data: a task of about 55 ms at a phone's
 * CPU speed (4x slowdown) on every page, as the search bar asks for the active
 * docs plugin as it renders (PERFORMANCE.md, "Kept optimisations",
 * collator-free-sorts).
 *
 * Neither order needs a language's rules. The keys are identifiers, and
 * `getActivePlugin` only needs a plugin's path to come before every path it
 * starts with ('/api/2026-01-01' before '/api'), so that the first match is
 * the closest: comparing UTF-16 code units keeps that, as `localeCompare` did.
 *
 * When a Docusaurus upgrade changes either sort, the build fails here rather
 * than quietly bringing the collator back: check the function, then update
 * the pattern.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function plainSortLoader(source) {
  const sorts = [
    {
      file: /docsClientUtils\.js$/,
      from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
      to: '.sort((a, b) => compareCodeUnits(b[1].path, a[1].path))',
    },
    {
      file: /reactUtils\.js$/,
      from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
      to: 'deps.sort((a, b) => compareCodeUnits(a[0], b[0]));',
    },
  ];
  const sort = sorts.find(({file}) => file.test(this.resourcePath));
  if (!sort || !source.includes(sort.from)) {
    throw new Error(
      `patches/collator-free-sorts: ${this.resourcePath} no longer sorts with \`${sort?.from ?? 'localeCompare'}\` ` +
        '(see patches/README.md, "collator-free-sorts").',
    );
  }
  return `${source.replace(sort.from, sort.to)}
// Added by patches/collator-free-sorts: the order of the strings' UTF-16 code units, no collator.
function compareCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
`;
};
