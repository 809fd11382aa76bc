/**
 * Whether a key press is one of the shortcuts that open the modal: Ctrl+K or
 * Cmd+K anywhere, `/` when the reader is not typing in a field. The search
 * bar starts loading the local index on that press, so the index and the
 * modal's code load side by side instead of one after the other.
 */
export type ShortcutKeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> & {
  target: EventTarget | null;
};

function isEditable(target: EventTarget | null): boolean {
  const element = target as Partial<Pick<HTMLElement, 'tagName' | 'isContentEditable'>> | null;
  return Boolean(element?.isContentEditable) || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element?.tagName ?? '');
}

export function opensSearch(event: ShortcutKeyEvent): boolean {
  if (event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
}

/**
 * Whether the search bar must open the modal itself: `/` on a focused button.
 * DocSearch 4.7 counts a button as a field and ignores `/` there, though a
 * button takes no typing: Escape closes the modal and leaves the focus on
 * the search button, where `/` then did nothing.
 */
export function opensFromButton(event: ShortcutKeyEvent): boolean {
  const element = event.target as Partial<Pick<HTMLElement, 'tagName'>> | null;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && element?.tagName === 'BUTTON';
}
