/**
 * The keyboard while an image is zoomed (src/clientModules/zoom/focus.ts, loaded with medium-zoom).
 *
 * medium-zoom closes on Escape only once its opening animation has ended (an
 * Escape pressed while it opens was lost, and the zoom stayed open), and it
 * leaves Tab to the browser, which moved focus to links hidden behind its
 * overlay. While zoomed, the page behind is inert and the one control is the
 * zoom's close button: Tab and Shift+Tab stay on it, and Escape closes the
 * zoom whenever it is pressed, at once or as soon as the opening has ended.
 */

/** Where a zoom is, by medium-zoom's events: `open` starts `opening`, `opened` ends it; `close` and `closed` likewise. */
export type ZoomPhase = 'closed' | 'opening' | 'open' | 'closing';

/** What asking to close (Escape, the close button) does: close, close once opened (medium-zoom cannot stop halfway), or nothing. */
export function closeRequest(phase: ZoomPhase): 'close' | 'close-when-opened' | undefined {
  if (phase === 'opening') return 'close-when-opened';
  // Closed, or already closing: nothing more to do.
  return phase === 'open' ? 'close' : undefined;
}

/** What a key does while zoomed: Escape asks to close, Tab keeps focus on the close button ('stay'); undefined leaves it to the page. */
export function zoomKeyAction(phase: ZoomPhase, key: string): ReturnType<typeof closeRequest> | 'stay' {
  if (phase === 'closed') return undefined;
  if (key === 'Tab') return 'stay';
  return key === 'Escape' ? closeRequest(phase) : undefined;
}
