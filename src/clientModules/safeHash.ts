import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {safeHash} from '../guards/hash';

/**
 * Keeps the router from ever seeing a fragment it cannot decode
 * (src/guards/hash.ts says why). Two ways a fragment changes:
 * - the address bar, `location.hash =` or the history: the browser fires
 *   `popstate` and `hashchange`, which this module hears before the router
 *   (it starts listening first), and the URL is rewritten in place;
 * - a click on an in-page link: the router pushes the link's target itself,
 *   so such a click becomes an ordinary fragment change, with the safe fragment.
 */
function rewriteLocation(): void {
  const fixed = safeHash(window.location.hash);
  if (fixed !== window.location.hash) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${fixed}`);
  }
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || url.search !== window.location.search) return;
  const fixed = safeHash(url.hash);
  if (fixed === url.hash) return;
  event.preventDefault();
  event.stopPropagation();
  window.location.hash = fixed;
}

if (ExecutionEnvironment.canUseDOM) {
  rewriteLocation();
  window.addEventListener('popstate', rewriteLocation);
  window.addEventListener('hashchange', rewriteLocation);
  // Capture on the document: before React's own listener on its root.
  document.addEventListener('click', onClick, true);
}
