/**
 * Whether a code block must be built again once the page has hydrated.
 *
 * The server renders code blocks with the Prism theme of the default colour
 * mode, as inline colours, and React's hydration keeps the server's inline
 * styles even when the client renders others. The theme therefore rebuilds
 * every code block right after hydration, whatever the mode. That is only
 * needed when the reader's colour mode has another Prism theme than the one
 * the page was rendered with; otherwise it throws away and rebuilds correct
 * markup (on an API operation page, hundreds of highlighted tokens).
 */

type PrismThemes<Theme> = {theme: Theme; darkTheme?: Theme};

/** The Prism theme the server rendered the page with. */
export function serverPrismTheme<Theme>(defaultMode: 'light' | 'dark', prism: PrismThemes<Theme>): Theme {
  return defaultMode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
}

/**
 * True once hydrated, when the theme in use differs from the server's: the
 * code block's markup (its inline colours) has to be built again.
 */
export function rebuildAfterHydration<Theme>(
  hydrated: boolean,
  themeInUse: Theme,
  defaultMode: 'light' | 'dark',
  prism: PrismThemes<Theme>,
): boolean {
  return hydrated && themeInUse !== serverPrismTheme(defaultMode, prism);
}
