import type {ZoomOptions} from 'medium-zoom';

/** Images inside Markdown content get zoom; the logo, avatars and icons do not. */
export const ZOOM_SELECTOR = '.markdown img:not(.no-zoom)';

/** Content appears before images settle; attach after this delay. */
export const ZOOM_ATTACH_DELAY_MS = 1000;

/** Our settings override medium-zoom's defaults (margin 0, scrollOffset 40). */
export const zoomOptions = {
  margin: 24,
  background: '#ffffff',
  scrollOffset: 160,
} as const satisfies ZoomOptions;
