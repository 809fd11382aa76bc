/**
 * Whether a key press is one of DocSearch's shortcuts that open the modal:
 * Ctrl+K or Cmd+K anywhere, `/` outside text fields (DocSearch's own rules).
 * The search bar starts loading the local index on that press, so the index
 * and the modal's code load side by side instead of one after the other.
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
