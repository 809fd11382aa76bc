/**
 * What the navbar's search bar does besides DocSearch's own work, as plain
 * functions (./useSearchBar.tsx installs them; src/theme/SearchBar wires that in).
 */
import {isSlowConnection, preloadsModal, type ConnectionInfo} from './modalPreload';
import {opensFromButton, opensSearch, type ShortcutKeyEvent} from './shortcut';
import {SMALL_SCREEN_MEDIA_QUERY, SNIPPET_WORDS, SNIPPET_WORDS_SMALL_SCREEN} from '../../config/search';

/** What a key press on the page starts loading ahead of the modal. */
export type KeyActions = {
  /** DocSearch's modal code: on the first Ctrl or Cmd press, the start of Ctrl+K. */
  importModal: boolean;
  /** The built-in index: on the shortcut that opens the modal, so it loads beside the modal's first render. */
  preloadIndex: boolean;
  /** Open the modal: a shortcut DocSearch ignores (`/` on a button). */
  openModal: boolean;
};

export function keyActions(
  event: ShortcutKeyEvent & Pick<KeyboardEvent, 'repeat'>,
  {connection, local}: {connection: ConnectionInfo | undefined; local: boolean},
): KeyActions {
  return {importModal: preloadsModal(event, connection), preloadIndex: local && opensSearch(event), openModal: opensFromButton(event)};
}

/** Whether the reader's move toward the search button should load search code now (not on a slow connection). */
export function loadsOnIntent(connection: ConnectionInfo | undefined): boolean {
  return !isSlowConnection(connection);
}

/** Snippet length for this screen: `SNIPPET_WORDS_SMALL_SCREEN` up to 768 px, `SNIPPET_WORDS` above. */
export function snippetWordsFor(matchMedia: ((query: string) => {matches: boolean}) | undefined): number {
  return matchMedia?.(SMALL_SCREEN_MEDIA_QUERY).matches ? SNIPPET_WORDS_SMALL_SCREEN : SNIPPET_WORDS;
}
