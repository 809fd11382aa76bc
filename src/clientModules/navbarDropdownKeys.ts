import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Arrow keys, Home, End and Escape in the navbar's dropdowns (the locale
 * menu, 資源 / Resources), which the theme ignores: the disclosure pattern's
 * keys (./navbarDropdown/keys.ts). Only this listener is in every page's
 * code; the handler is downloaded at the first key pressed in a dropdown.
 */
const KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape', 'Enter', ' ']);

if (ExecutionEnvironment.canUseDOM) {
  // Capture: before the theme's own Enter and Space handler changes whether the menu is open.
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.isTrusted && KEYS.has(event.key) && event.target instanceof Element ? event.target : null;
      const dropdown = target?.closest('.navbar .dropdown');
      if (!dropdown) return;
      const wasOpen = dropdown.classList.contains('dropdown--show');
      // The page would scroll before the handler arrives.
      if (!['Enter', ' ', 'Escape'].includes(event.key)) event.preventDefault();
      void import('./navbarDropdown/handle').then(({handleDropdownKey}) => handleDropdownKey(event.key, target!, dropdown, wasOpen));
    },
    true,
  );
}
