// @ts-check
/**
 * patches/docsearch-modal: a loader for @docsearch/react 4.7.0's modal
 * (dist/esm/DocSearchModal.js, pinned in package.json), fixing two bugs that hide SPEC 7 screens, with the
 * hosted client as with ours, and four of its markup bugs that axe reports
 * (upstream: algolia/docsearch#1491, open, and the accessibility list it
 * points to, #1370):
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
 * 3. The modal is a `role="button"` (focusable, with the combobox attributes of
 *    autocomplete's root) that contains the whole dialog: a button cannot hold
 *    controls (axe nested-interactive), and screen readers are not told that a
 *    modal dialog opened. Fixed: `role="dialog"`, `aria-modal`, named by the
 *    search box's label, focusable by script only (the input keeps its combobox
 *    attributes).
 * 4. The modal's `<footer>` is a second contentinfo landmark next to the site's
 *    footer (axe landmark-no-duplicate-contentinfo). Fixed: a `<div>`; it keeps
 *    its class, and DocSearch's CSS styles classes only.
 * 5. Each result is an `<li role="option">` around a link: an option cannot hold
 *    a control (axe nested-interactive). Fixed: the link is the option (it gets
 *    the item props: id, role, aria-selected and the mouse handlers) and the
 *    `<li>` is presentational. This needs a hit component that puts the props it
 *    receives on its link (src/search/ui/useSearchBar.tsx passes one), and the
 *    selected style keyed on the link (./fixes.css).
 * 6. A recent or favourite search has its "save" and "remove" buttons inside
 *    its link, so inside the option (axe nested-interactive; a button inside a
 *    link is also invalid HTML). Fixed: a result's actions follow its link in
 *    an element of their own, which the same CSS lays over the link's end.
 * 8. "No results for" shows for a moment before the first answer to a query:
 *    the modal renders the typed query once before its status turns to
 *    "loading", with the start screen's empty lists as its only collections,
 *    and then keeps that screen while it loads. With the built-in index, whose
 *    first answer waits for the index file, it showed for a second or more
 *    (issue 32). Fixed: while the only collections are the start screen's,
 *    the screen stays empty (the search box shows the stalled spinner).
 * 7. The search box's `<header>` is a second banner landmark beside the
 *    page's own (axe landmark-no-duplicate-banner). Fixed: a `<div>`; it
 *    keeps its class.
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
  {
    name: 'dialog without combobox attributes',
    find: 'ot({"aria-expanded":!0}),{className:["DocSearch","DocSearch-Container",',
    replace: '{"aria-labelledby":ot({})["aria-labelledby"]},{className:["DocSearch","DocSearch-Container",',
  },
  {
    name: 'dialog role',
    find: 'role:"button",tabIndex:0,onMouseDown:function(e){e.target===e.currentTarget&&v()}',
    replace: 'role:"dialog","aria-modal":"true",tabIndex:-1,onMouseDown:function(e){e.target===e.currentTarget&&v()}',
  },
  {
    name: 'footer landmark',
    find: 'e.createElement("footer",{className:"DocSearch-Footer"}',
    replace: 'e.createElement("div",{className:"DocSearch-Footer"}',
  },
  {
    name: 'search header landmark',
    find: 'createElement("header",{className:"DocSearch-SearchBar",ref:ve}',
    replace: 'createElement("div",{className:"DocSearch-SearchBar",ref:ve}',
  },
  {
    name: 'no results before the first answer',
    find: 'e.createElement(ju,F({},a,{translations:null==u?void 0:u.noResultsScreen})):e.createElement(Hu,',
    replace:
      '(a.state.collections.some(function(c){return/^(recent|favorite)/.test(c.source.sourceId)})?null:' +
      'e.createElement(ju,F({},a,{translations:null==u?void 0:u.noResultsScreen}))):e.createElement(Hu,',
  },
  {
    name: 'link is the option',
    find:
      'e.createElement("li",F({className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" ")},' +
      'i({item:n,source:s.source,onClick:function(e){o(n,e)}})),e.createElement(c,{hit:n},',
    replace:
      'e.createElement("li",{className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" "),role:"none"},' +
      'e.createElement(c,F({hit:n},i({item:n,source:s.source,onClick:function(e){o(n,e)}})),',
  },
  {
    name: 'actions outside the link',
    find: 'a({item:n}))))}function xu(t)',
    replace: 'null)),e.createElement("div",{className:"DocSearch-Hit-actions"},a({item:n})))}function xu(t)',
  },
];

/** @param {string} source */
function applyDocSearchFixes(source) {
  let fixed = source;
  for (const {name, find, replace} of FIXES) {
    const count = fixed.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `patches/docsearch-modal: expected the "${name}" code once in @docsearch/react's DocSearchModal.js, found it ${count} times. ` +
          'DocSearch has changed: see patches/README.md, "docsearch-modal".',
      );
    }
    fixed = fixed.replace(find, replace);
  }
  return fixed;
}

/** @this {{resourcePath: string}} @param {string} source */
function docsearchModalLoader(source) {
  return applyDocSearchFixes(source);
}

module.exports = docsearchModalLoader;
module.exports.applyDocSearchFixes = applyDocSearchFixes;
module.exports.FIXES = FIXES;
