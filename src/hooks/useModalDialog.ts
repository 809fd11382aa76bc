import {useEffect, useRef} from 'react';

/**
 * A modal dialog (the WAI-ARIA dialog pattern) made of a panel that something
 * else renders, opens and closes: while open the panel is a named
 * `role="dialog"` with `aria-modal`; opening moves focus into it;
 * Tab and Shift+Tab go round its own controls only; Escape closes it; focus
 * that the panel loses while open (its focused control hidden or made inert)
 * comes back into it; closing gives focus back to the control that opened it.
 * The mobile menu uses it (src/theme/Navbar/MobileSidebar); the theme's own
 * state opens and closes the menu.
 */

export type DialogKeyAction = {close: true} | {focus: number} | undefined;

/**
 * What a key does in an open modal dialog: Escape closes it; Tab from its
 * last control (Shift+Tab from its first), or from outside its controls,
 * moves to the control at `focus` among its `count` controls. Otherwise
 * nothing: the browser moves focus as usual.
 */
export function dialogKeyAction(key: {key: string; shiftKey: boolean}, focusedIndex: number, count: number): DialogKeyAction {
  if (key.key === 'Escape') return {close: true};
  if (key.key !== 'Tab' || count === 0) return undefined;
  const first = 0;
  const last = count - 1;
  if (focusedIndex < 0) return {focus: key.shiftKey ? last : first};
  if (key.shiftKey && focusedIndex === first) return {focus: last};
  if (!key.shiftKey && focusedIndex === last) return {focus: first};
  return undefined;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex], [contenteditable="true"]';

/**
 * Whether the element is rendered and not `visibility: hidden`. Browsers
 * without `checkVisibility` (Chromium before 105, which UC Browser still
 * ships; Safari before 17.4) would throw, and the menu with it.
 */
function isVisible(element: HTMLElement): boolean {
  // checkVisibilityCSS is the older name of visibilityProperty (Chromium 105-120 know only it).
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({checkVisibilityCSS: true, visibilityProperty: true});
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The controls Tab reaches inside `root`, in order: not inert, not hidden, not taken out with tabindex="-1". */
export function tabbables(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && isVisible(element),
  );
}

/** Frames to wait for the panel to become visible (it slides in): a few more than a 0.2 s transition's first frame needs. */
const FOCUS_ATTEMPTS = 30;

export type ModalDialogOptions = {
  /** The panel: it may be another component's element. */
  getDialog: () => HTMLElement | null;
  open: boolean;
  /** The dialog's name. */
  label: string;
  onClose: () => void;
  /** Where focus goes when the panel opens, and when it loses focus while open: the first control in the first of these that has one. */
  initialFocusWithin?: string;
  /** Gets focus back on closing when the control that had it at opening is gone (or there was none). */
  returnFocusTo?: () => HTMLElement | null;
};

/**
 * Makes the panel a modal dialog while `open`: its role, `aria-modal` and
 * name are set on it, and the keyboard behaves as described above.
 */
export function useModalDialog(options: ModalDialogOptions): void {
  const {open, label} = options;
  // Read by the listeners, which are installed once per opening.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const dialog = open ? latest.current.getDialog() : null;
    if (!dialog) return undefined;
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', label);
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const openedAt = location.pathname;
    let frame = 0;

    const focusInside = (attempt = 0): void => {
      const within = latest.current.initialFocusWithin;
      const regions = within ? [...Array.from(dialog.querySelectorAll(within)), dialog] : [dialog];
      const target = regions.map((region) => tabbables(region)[0]).find(Boolean);
      target?.focus();
      // The panel may still be hidden in the frame it opens in.
      if (!dialog.contains(document.activeElement) && attempt < FOCUS_ATTEMPTS) {
        frame = requestAnimationFrame(() => focusInside(attempt + 1));
      }
    };
    const focusIsOurs = () =>
      dialog.contains(document.activeElement) || document.activeElement === document.body || !document.activeElement;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !focusIsOurs()) return;
      const controls = tabbables(dialog);
      const action = dialogKeyAction(event, controls.indexOf(document.activeElement as HTMLElement), controls.length);
      if (!action) return;
      event.preventDefault();
      if ('close' in action) latest.current.onClose();
      else controls[action.focus]!.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus left for nowhere: the focused control was hidden or made inert (the back button, once it has switched panels).
      if (event.relatedTarget) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) focusInside();
      });
    };

    focusInside();
    document.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('focusout', onFocusOut);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('focusout', onFocusOut);
      for (const attribute of ['role', 'aria-modal', 'aria-label']) dialog.removeAttribute(attribute);
      // Closed where it was opened (not by following one of its links): focus goes back to the opener.
      if (location.pathname === openedAt && focusIsOurs()) {
        const back = opener?.isConnected ? opener : latest.current.returnFocusTo?.();
        back?.focus();
      }
    };
  }, [open, label]);
}
