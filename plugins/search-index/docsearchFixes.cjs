// @ts-check
/**
 * A webpack loader for @docsearch/react 4.7.0's modal (dist/esm/DocSearchModal.js,
 * pinned in package.json), fixing two bugs that hide SPEC 7 screens, with the
 * hosted client as with ours:
 *
 * 1. "Try searching for" never shows: the modal stores the sections of earlier
 *    results with object spread (`{...previous, ...Object.keys(sources)}`), so
 *    `searchSuggestions` loses its `length` and the no-results screen, which
 *    checks `length > 0`, lists nothing. Fixed: an array of distinct sections.
 * 2. "Unable to fetch results" never shows: the modal sets the status to
 *    "error" when the search client throws a RetryError, but its bundled
 *    autocomplete-core resets the status to "idle" in a `finally` right after,
 *    so the no-results screen appears instead. Fixed: an error status stays
 *    until the next query.
 *
 * Each fix replaces one exact piece of the minified file; when a DocSearch
 * upgrade changes it, the build fails here rather than shipping the bugs
 * silently: check whether the new version still has them, then update or
 * remove this loader.
 */

/** @type {Array<{name: string; find: string; replace: string}>} */
const FIXES = [
  {
    name: 'no-results suggestions',
    find: 'searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))',
    replace:
      'searchSuggestions:Array.from(new Set([].concat(Object.values(null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))))',
  },
  {
    name: 'error screen',
    find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    replace: '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
];

/** @param {string} source */
function applyDocSearchFixes(source) {
  let fixed = source;
  for (const {name, find, replace} of FIXES) {
    const count = fixed.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `docsearchFixes: expected the "${name}" code once in @docsearch/react's DocSearchModal.js, found it ${count} times. ` +
          'DocSearch has changed: see plugins/search-index/docsearchFixes.cjs.',
      );
    }
    fixed = fixed.replace(find, replace);
  }
  return fixed;
}

/** @this {{resourcePath: string}} @param {string} source */
function docsearchFixesLoader(source) {
  return applyDocSearchFixes(source);
}

module.exports = docsearchFixesLoader;
module.exports.applyDocSearchFixes = applyDocSearchFixes;
module.exports.FIXES = FIXES;
