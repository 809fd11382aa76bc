/**
 * The keys of a navbar dropdown (the locale menu, 資源 / Resources), as the
 * WAI-ARIA disclosure navigation menu pattern has them. The theme already
 * opens and closes a dropdown with Enter and Space on its toggle, and closes
 * it when focus leaves it (Tab out); this adds the rest.
 */

/** Where focus is in a dropdown: on its toggle, or on one of its `count` items. */
export type DropdownFocus = {on: 'toggle'; open: boolean} | {on: 'item'; index: number; count: number};

/**
 * What a key does: open the menu and go to its first item (`open`), go to
 * the item at `focus`, or close the menu and go back to its toggle (`close`).
 * `open-after-theme`: the theme's own Enter or Space opens the menu; focus
 * then goes to its first item. Undefined leaves the key to the browser.
 */
export type DropdownKeyAction = {open: true} | {openAfterTheme: true} | {focus: number} | {close: true} | undefined;

export function dropdownKeyAction(key: string, focus: DropdownFocus): DropdownKeyAction {
  if (focus.on === 'toggle') {
    if (key === 'Escape') return focus.open ? {close: true} : undefined;
    if (key === 'ArrowDown') return focus.open ? {focus: 0} : {open: true};
    if (key === 'Enter' || key === ' ') return focus.open ? undefined : {openAfterTheme: true};
    return undefined;
  }
  const last = focus.count - 1;
  switch (key) {
    case 'Escape':
      return {close: true};
    case 'ArrowDown':
      return {focus: Math.min(focus.index + 1, last)};
    case 'ArrowUp':
      return {focus: Math.max(focus.index - 1, 0)};
    case 'Home':
      return {focus: 0};
    case 'End':
      return {focus: last};
    default:
      return undefined;
  }
}
