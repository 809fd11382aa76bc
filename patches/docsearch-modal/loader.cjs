// @ts-check
/**
 * patches/docsearch-modal: a loader for @docsearch/react 4.7.0's modal
 * (dist/esm/DocSearchModal.js, pinned in package.json). Each entry of
 * `FIXES` is one fix, made of one or more exact replacements in the minified
 * file; patches/README.md counts them and files them upstream (algolia/docsearch#1491,
 * open, and the accessibility list it points to, #1370).
 *
 * Screens that never showed, with the hosted client as with ours:
 * - "no-results suggestions": "Try searching for" listed nothing. The modal
 *   stores the sections of earlier results with object spread
 *   (`{...previous, ...Object.keys(sources)}`), so `searchSuggestions` loses its
 *   `length`, which the no-results screen checks. Fixed: an array of distinct
 *   sections.
 * - "error screen": "Unable to fetch results" never showed. The modal sets the
 *   status to "error" when the search client throws a RetryError, and its
 *   bundled autocomplete-core resets it to "idle" in a `finally` right after.
 *   Fixed: an error status stays until the next query.
 * - "no results before the first answer": "No results for" showed before the
 *   first answer to a query. The modal renders the typed query once before
 *   its status turns to "loading", with the start screen's empty lists as its
 *   only collections, then keeps that screen while it loads. Fixed: while the
 *   only collections are the start screen's, the screen stays empty.
 *
 * What the reader is told while a query is answered, and after:
 * - "searching state": while a query is being answered the modal kept the
 *   last query's hits on screen, unchanged, for as long as the answer took
 *   (its result screen does not render while the status is "loading" or
 *   "stalled"), with nothing to say they were not this query's. Fixed: from
 *   the keystroke on, the search box's magnifier is DocSearch's own spinner
 *   and the modal carries `DocSearch-Container--Loading` (./fixes.css dims the
 *   hits it still shows); once the answer is late (the status is "stalled",
 *   after DocSearch's 300 ms), those hits make way for a "Searching for
 *   <query>" screen, which names the query in the box (also when the query
 *   before it was late too) (`translations.searchingScreen.titleText`, which
 *   src/search/ui/useSearchBar.tsx passes in both locales).
 * - "older answer": an answer that arrives after the reader typed the next
 *   query, but before that query's answer, was applied. The bundled
 *   autocomplete-core wraps each request in a promise that drops an answer
 *   only once a newer one has resolved; until then the old query's hits came
 *   back under the new query with the status "idle" (no spinner), and its
 *   `.finally()` cleared the stall timer the newer request shares, so the
 *   "Searching for" screen never came. Fixed: an answer, its "idle" status
 *   and that timer are the request's only while its query is still the one
 *   in the box. Its second edit applies to "error screen"'s replacement, so
 *   it follows that fix in `FIXES`.
 * - "older failure": a search that fails after the reader typed the next
 *   query, but before that query's answer, showed "Unable to fetch results"
 *   under the new query until its answer came: the modal sets the status to
 *   "error" for any failed request, the newer one pending or not. Fixed: a
 *   request sets the status only while its query is still the one in the box.
 * - "result count per query": "See all N results" added up across queries
 *   (145, then 290, then 435 for the same query typed again). The modal adds
 *   each answer's `nbHits` to the count it keeps in its context and never
 *   resets it. Fixed: the count is that of the current query's answers.
 * - "no unhandled rejection after the error screen": every failing query
 *   also left an unhandled rejection (`RetryError`) in the console, which the
 *   reader had already been shown as "Unable to fetch results": the modal
 *   rethrows it into a promise nothing waits on. Fixed: a RetryError ends
 *   there; any other error is still thrown.
 *
 * Markup axe rejects:
 * - "dialog": the modal is a `role="button"` (focusable, with the combobox
 *   attributes of autocomplete's root) that contains the whole dialog: a
 *   button cannot hold controls (axe nested-interactive), and screen readers
 *   are not told that a modal dialog opened. Fixed: `role="dialog"`,
 *   `aria-modal`, named by the search box's label, focusable by script only
 *   (the input keeps its combobox attributes).
 * - "footer landmark": the modal's `<footer>` is a second contentinfo
 *   landmark next to the site's footer (axe
 *   landmark-no-duplicate-contentinfo). Fixed: a `<div>`; it keeps its class,
 *   and DocSearch's CSS styles classes only.
 * - "search header landmark": the search box's `<header>` is a second banner
 *   landmark beside the page's own (axe landmark-no-duplicate-banner).
 *   Fixed: a `<div>`; it keeps its class.
 * - "link is the option": each result is an `<li role="option">` around a
 *   link: an option cannot hold a control (axe nested-interactive). Fixed:
 *   the link is the option (it gets the item props: id, role, aria-selected
 *   and the mouse handlers) and the `<li>` is presentational. This needs a
 *   hit component that puts the props it receives on its link
 *   (src/search/ui/useSearchBar.tsx passes one), and the selected style keyed
 *   on the link (./fixes.css).
 * - "actions outside the link": a recent or favourite search has its "save"
 *   and "remove" buttons inside its link, so inside the option (axe
 *   nested-interactive; a button inside a link is also invalid HTML). Fixed:
 *   a result's actions follow its link in an element of their own, which the
 *   same CSS lays over the link's end.
 *
 * When a DocSearch upgrade changes a replaced piece, the build fails here
 * rather than shipping the bugs silently: check whether the new version
 * still has them, then update or remove the fix.
 */

/** @typedef {{find: string; replace: string}} Edit */
/** @type {Array<{name: string; edits: Edit[]}>} */
const FIXES = [
  {
    name: 'no-results suggestions',
    edits: [
      {
        find: 'searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))',
        replace:
          'searchSuggestions:Array.from(new Set([].concat(Object.values(null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))))',
      },
    ],
  },
  {
    name: 'error screen',
    edits: [
      {
        find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
        replace: '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
      },
    ],
  },
  {
    name: 'older answer',
    edits: [
      {
        // `a`: this request's query; `o`: the store, whose query is what the box holds now.
        find: '.then(function(e){var n;p("idle"),c(e);',
        replace: '.then(function(e){var n;if(a!==o.getState().query)return;p("idle"),c(e);',
      },
      {
        find: '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
        replace:
          '.finally(function(){a===o.getState().query&&("error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft))})',
      },
    ],
  },
  {
    name: 'older failure',
    edits: [
      {
        // The setters DocSearch's getSources receives: its status setter, which sets "error" when the search
        // fails, acts only while `a`, this request's query, is still the one in the box (`o`'s).
        find: 'u.getSources(ht({query:a,refresh:i,state:o.getState()},s))',
        replace: 'u.getSources(ht({query:a,refresh:i,state:o.getState()},s,{setStatus:function(e){a===o.getState().query&&p(e)}}))',
      },
    ],
  },
  {
    name: 'no results before the first answer',
    edits: [
      {
        find: 'e.createElement(ju,F({},a,{translations:null==u?void 0:u.noResultsScreen})):e.createElement(Hu,',
        replace:
          '(a.state.collections.some(function(c){return/^(recent|favorite)/.test(c.source.sourceId)})?null:' +
          'e.createElement(ju,F({},a,{translations:null==u?void 0:u.noResultsScreen}))):e.createElement(Hu,',
      },
    ],
  },
  {
    name: 'searching state',
    edits: [
      {
        // The spinner in the search box's label, which stays (it names the input), from the keystroke on.
        find: 'e.createElement(vn,null),e.createElement("span",{className:"DocSearch-VisuallyHiddenForAccessibility"},D)',
        replace:
          'e.createElement("loading"===o.state.status?dn:vn,null),e.createElement("span",{className:"DocSearch-VisuallyHiddenForAccessibility"},D)',
      },
      {
        find: '"stalled"===ce.status&&"DocSearch-Container--Stalled"',
        replace: '"loading"===ce.status&&"DocSearch-Container--Loading","stalled"===ce.status&&"DocSearch-Container--Stalled"',
      },
      {
        // The result screen renders again once when the answer is late: that render shows the searching screen,
        // and again when the next query is late too, so that the screen names the query in the box.
        find: '},function(e,t){return"loading"===t.state.status||"stalled"===t.state.status});',
        replace:
          '},function(e,t){return"loading"===t.state.status||"stalled"===t.state.status&&"stalled"===e.state.status&&e.state.query===t.state.query});',
      },
      {
        find: ':"error"===(null===(n=a.state)||void 0===n?void 0:n.status)?e.createElement(Ou,{translations:null==u?void 0:u.errorScreen})',
        replace:
          ':"stalled"===a.state.status&&a.state.query?e.createElement("div",{className:"DocSearch-Searching",role:"status"},' +
          'e.createElement("p",{className:"DocSearch-Title"},' +
          '(null==u?void 0:null==u.searchingScreen?void 0:u.searchingScreen.titleText)||"Searching for",' +
          '\' "\',e.createElement("strong",null,a.state.query),\'"\'))' +
          ':"error"===(null===(n=a.state)||void 0===n?void 0:n.status)?e.createElement(Ou,{translations:null==u?void 0:u.errorScreen})',
      },
    ],
  },
  {
    name: 'result count per query',
    edits: [
      {
        // `y`: this query's results, one per index asked.
        find: 'if(i){var s=r.context.nbHits;u({nbHits:(null!=s?s:0)+i})}',
        replace: 'u({nbHits:y.reduce(function(e,t){return e+(t.nbHits||0)},0)});',
      },
    ],
  },
  {
    name: 'no unhandled rejection after the error screen',
    edits: [
      {
        find: 'o.pendingRequests.add(y)}',
        replace: 'o.pendingRequests.add(y.catch(function(e){if(!e||"RetryError"!==e.name)throw e}))}',
      },
    ],
  },
  {
    name: 'dialog',
    edits: [
      {
        find: 'ot({"aria-expanded":!0}),{className:["DocSearch","DocSearch-Container",',
        replace: '{"aria-labelledby":ot({})["aria-labelledby"]},{className:["DocSearch","DocSearch-Container",',
      },
      {
        find: 'role:"button",tabIndex:0,onMouseDown:function(e){e.target===e.currentTarget&&v()}',
        replace: 'role:"dialog","aria-modal":"true",tabIndex:-1,onMouseDown:function(e){e.target===e.currentTarget&&v()}',
      },
    ],
  },
  {
    name: 'footer landmark',
    edits: [
      {find: 'e.createElement("footer",{className:"DocSearch-Footer"}', replace: 'e.createElement("div",{className:"DocSearch-Footer"}'},
    ],
  },
  {
    name: 'search header landmark',
    edits: [
      {
        find: 'createElement("header",{className:"DocSearch-SearchBar",ref:ve}',
        replace: 'createElement("div",{className:"DocSearch-SearchBar",ref:ve}',
      },
    ],
  },
  {
    name: 'link is the option',
    edits: [
      {
        find:
          'e.createElement("li",F({className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" ")},' +
          'i({item:n,source:s.source,onClick:function(e){o(n,e)}})),e.createElement(c,{hit:n},',
        replace:
          'e.createElement("li",{className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" "),role:"none"},' +
          'e.createElement(c,F({hit:n},i({item:n,source:s.source,onClick:function(e){o(n,e)}})),',
      },
    ],
  },
  {
    name: 'actions outside the link',
    edits: [
      {
        find: 'a({item:n}))))}function xu(t)',
        replace: 'null)),e.createElement("div",{className:"DocSearch-Hit-actions"},a({item:n})))}function xu(t)',
      },
    ],
  },
];

/** @param {string} source */
function applyDocSearchFixes(source) {
  let fixed = source;
  for (const {name, edits} of FIXES) {
    for (const {find, replace} of edits) {
      const count = fixed.split(find).length - 1;
      if (count !== 1) {
        throw new Error(
          `patches/docsearch-modal: expected the "${name}" code once in @docsearch/react's DocSearchModal.js, found it ${count} times. ` +
            'DocSearch has changed: see patches/README.md, "docsearch-modal".',
        );
      }
      fixed = fixed.replace(find, () => replace);
    }
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
