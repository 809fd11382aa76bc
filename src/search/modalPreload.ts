/**
 * When to load DocSearch's modal code (a lazy 111 kB gzip chunk) before the
 * modal opens. The theme loads it when the pointer or focus reaches the search
 * button; the search bar (src/theme/SearchBar) adds the keyboard: the first
 * press of Ctrl or Cmd, the start of Ctrl+K, so that the code is usually in by
 * the time K is down.
 *
 * Not at idle time after the page's load, as before: running the chunk is one
 * task of 80-310 ms at a phone's CPU speed, which Lighthouse counted as
 * blocking time on every page (BENCHMARKS.md, "Main-thread work at load").
 * Skipped on data-saver and 2G connections, where a Ctrl press for copying is
 * not worth 111 kB, as Docusaurus skips prefetching linked pages there (SPEC
 * section 5).
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
