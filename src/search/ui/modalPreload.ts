/**
 * When to load DocSearch's modal code (a lazy chunk of about 110 kB gzip)
 * before the modal opens: on intent, as DocSearch and the theme do. The theme
 * loads it when the pointer or the focus reaches the search button, or on a
 * touch; the search bar adds the first press of Ctrl or Cmd, the start of the
 * Ctrl+K shortcut, so that the modal is usually ready by the time K is down.
 * With the built-in index, the pointer, focus or touch on the button loads
 * the index too (./useSearchBar.tsx), so the first query finds it in. Nothing
 * is fetched while the reader does not reach for search: a first visit
 * downloads no search code and no index (PERFORMANCE.md, "Budgets").
 *
 * Skipped on data-saver and 2G connections, as Docusaurus skips prefetching
 * linked pages there: the code and the index then load as the modal opens.
 */

export type ConnectionInfo = {saveData?: boolean; effectiveType?: string};

/** Docusaurus's own rule for when not to prefetch. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection?.saveData) || Boolean(connection?.effectiveType?.includes('2g'));
}

/** Whether this key press should start loading the modal's code. */
export function preloadsModal(event: Pick<KeyboardEvent, 'key' | 'repeat'>, connection: ConnectionInfo | undefined): boolean {
  return (event.key === 'Control' || event.key === 'Meta') && !event.repeat && !isSlowConnection(connection);
}
