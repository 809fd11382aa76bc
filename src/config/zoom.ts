import type {ZoomOptions} from 'medium-zoom';

/** Markdown sets this class on an image that should not zoom. */
const NO_ZOOM_CLASS = 'no-zoom';

/** Images inside Markdown content get zoom; the logo, avatars and icons do not. */
export const ZOOM_SELECTOR = `.markdown img:not(.${NO_ZOOM_CLASS})`;

/**
 * The button each zoomable image sits in (src/theme/MDXComponents/Img), so
 * that the keyboard reaches it: Enter or Space opens the zoom.
 */
export const ZOOM_TRIGGER_CLASS = 'zoom-trigger';

/** The button that closes a zoomed image (src/clientModules/imageZoom.ts); it has focus while the image is zoomed. */
export const ZOOM_CLOSE_CLASS = 'zoom-close';

/** Whether a Markdown image with this class zooms. */
export const isZoomable = (className: string | undefined): boolean => !className?.split(/\s+/).includes(NO_ZOOM_CLASS);

/** Content appears before images settle; attach after this delay. */
export const ZOOM_ATTACH_DELAY_MS = 1000;

/**
 * The user-timing mark set each time the delayed attach has looked for
 * images (and, when it found some, started fetching medium-zoom): the moment
 * a page's zoom has nothing more to start, which has no other event.
 */
export const ZOOM_LOOKED_MARK = 'ferrypay:image-zoom-looked';

/** Our settings override medium-zoom's defaults (margin 0, scrollOffset 40). */
export const zoomOptions = {
  margin: 24,
  background: '#ffffff',
  scrollOffset: 160,
} as const satisfies ZoomOptions;
