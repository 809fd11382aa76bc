import {dropdownKeyAction, type DropdownFocus} from './keys';

const SHOWN = 'dropdown--show';

/** The theme's own toggle key: its handler flips the dropdown's open state, which only React holds. */
function pressThemeToggle(toggle: HTMLElement): void {
  toggle.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true}));
}

/**
 * Frames to wait for an opening menu to take focus: Infima fades it in, and
 * its items cannot take focus until its visibility has switched, a frame or
 * more after the theme opened it.
 */
const FOCUS_ATTEMPTS = 30;

/** Focuses item `index` of the dropdown's menu once the theme has shown it, trying again each frame while it is still opening. */
function focusItem(dropdown: Element, index: number, attempts = FOCUS_ATTEMPTS): void {
  requestAnimationFrame(() => {
    const item = dropdown.querySelectorAll<HTMLElement>('.dropdown__menu .dropdown__link')[index];
    item?.focus();
    if (item && document.activeElement !== item && attempts > 1 && dropdown.classList.contains(SHOWN))
      focusItem(dropdown, index, attempts - 1);
  });
}

/**
 * Does what `key`, pressed on `target` in a navbar dropdown, asks (./keys.ts).
 * `wasOpen`: whether the theme had the menu open when the key was pressed
 * (this runs after the theme's own handler). The caller has already kept
 * the arrow keys, Home and End from scrolling the page.
 */
export function handleDropdownKey(key: string, target: Element, dropdown: Element, wasOpen: boolean): void {
  const toggle = dropdown.querySelector<HTMLElement>(':scope > .navbar__link');
  if (!toggle) return;
  const items = Array.from(dropdown.querySelectorAll<HTMLElement>('.dropdown__menu .dropdown__link'));
  const index = items.indexOf(target as HTMLElement);
  const focus: DropdownFocus = index < 0 ? {on: 'toggle', open: wasOpen} : {on: 'item', index, count: items.length};
  const action = dropdownKeyAction(key, focus);
  if (!action) return;
  if ('openAfterTheme' in action) focusItem(dropdown, 0);
  else if ('focus' in action) items[action.focus]?.focus();
  else if ('open' in action) {
    pressThemeToggle(toggle);
    focusItem(dropdown, 0);
  } else {
    toggle.focus();
    if (dropdown.classList.contains(SHOWN)) pressThemeToggle(toggle);
  }
}
