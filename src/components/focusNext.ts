import {tabbables} from '../hooks/useModalDialog';

/**
 * Before a control that has focus is removed (a closed bar's close button),
 * gives focus to the first control Tab reaches in `next` (a selector): the
 * stop a reader would have reached next. Otherwise focus falls to `<body>`,
 * and the next Tab starts again from the top of the page. Focus elsewhere is
 * left alone.
 */
export function focusNextAfterRemoval(control: HTMLElement, next: string): void {
  const focused = document.activeElement;
  if (focused !== control && focused !== document.body && focused !== null) return;
  const region = document.querySelector(next);
  const target = region ? tabbables(region)[0] : undefined;
  target?.focus();
}
