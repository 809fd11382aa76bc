/**
 * Caps the DocSearch modal's input. DocSearch 4.7 renders it with
 * `maxLength={512}`; a query on this site is at most MAX_QUERY_LENGTH (64)
 * characters (src/config/search.ts), in the modal as on the search page and
 * in the search client. The input is focused whenever the modal opens, so a
 * focus listener sets the limit before the first keystroke, and trims a
 * longer prefill (a text selection can be up to 512 characters) through the
 * input event React listens to.
 */
import {truncateQuery} from '../client/queryCap';

const DOCSEARCH_INPUT_SELECTOR = 'input.DocSearch-Input';

export function capInputLength(input: HTMLInputElement, maxLength: number): void {
  if (input.maxLength !== maxLength) input.maxLength = maxLength;
  const capped = truncateQuery(input.value, maxLength);
  if (capped === input.value) return;
  // Set through the prototype's setter so React sees the change as user input.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  setter?.call(input, capped);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Installs the cap for every DocSearch input focused in `root`; returns the uninstaller. */
export function capDocSearchInput(root: Document, maxLength: number): () => void {
  const onFocusIn = (event: Event) => {
    const target = event.target as Element | null;
    if (target?.matches?.(DOCSEARCH_INPUT_SELECTOR)) capInputLength(target as HTMLInputElement, maxLength);
  };
  root.addEventListener('focusin', onFocusIn, {capture: true});
  return () => root.removeEventListener('focusin', onFocusIn, {capture: true});
}
