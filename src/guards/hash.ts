/**
 * URL fragments that are not valid percent-encoding (`#100%`, `#%E0%A4%A`).
 * Docusaurus decodes the fragment with `decodeURIComponent` to scroll to it
 * after a navigation (its `ClientLifecyclesDispatcher`), which throws
 * "URI malformed" on such a fragment, and the page crashed. The
 * fragment is rewritten before the router sees it, with every `%` taken
 * literally, so the page stays and the anchor (if one has that id) is found.
 */

/** Whether `decodeURIComponent` accepts the fragment (without its `#`). */
export function decodableFragment(fragment: string): boolean {
  try {
    decodeURIComponent(fragment);
    return true;
  } catch {
    return false;
  }
}

/**
 * `hash` (with its `#`) as a fragment `decodeURIComponent` accepts: unchanged
 * when it already is; otherwise with each `%` encoded, so it decodes to the
 * text the reader typed.
 */
export function safeHash(hash: string): string {
  if (!hash.startsWith('#')) return hash;
  const fragment = hash.slice(1);
  return decodableFragment(fragment) ? hash : `#${fragment.replaceAll('%', '%25')}`;
}
