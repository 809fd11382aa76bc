import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Zoom} from 'medium-zoom';
import {ZOOM_ATTACH_DELAY_MS, ZOOM_LOOKED_MARK, ZOOM_SELECTOR, ZOOM_TRIGGER_CLASS, zoomOptions} from '../config/zoom';

/**
 * medium-zoom on images inside Markdown content. It attaches a moment after
 * each route renders (first load included), and is only downloaded on pages
 * that have such images.
 *
 * Each zoomable image sits in a button (src/theme/MDXComponents/Img). A
 * click on the image is medium-zoom's; a click on the button itself, which is
 * what Enter and Space give, opens the zoom here.
 *
 * While an image is zoomed, the page behind the overlay is inert and a close
 * button over the zoom has focus: Tab and Shift+Tab stay on it, and Escape
 * closes the zoom whenever it is pressed, also while it is still opening
 * (./zoom/, downloaded with medium-zoom). Closing gives focus back to the
 * image's button. With `prefers-reduced-motion: reduce` the zoom does not
 * animate (src/css/custom.css).
 */
let zoom: Promise<{zoom: Zoom; requestClose: () => void}> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The page's one medium-zoom and its keyboard, downloaded when first needed.
 * A download that fails is forgotten, so the next route or click tries again.
 */
const mediumZoom = async () =>
  (
    await (zoom ??= Promise.all([import('medium-zoom'), import('./zoom/focus')])
      .then(([{default: create}, {keyboardZoom}]) => keyboardZoom(create(zoomOptions)))
      .catch((error: unknown) => {
        zoom = undefined;
        throw error;
      }))
  ).zoom;

/** Images stay plain images when medium-zoom cannot be downloaded (offline): nothing to report to the reader. */
const ignore = () => undefined;

async function attach(): Promise<Zoom | undefined> {
  const images = Array.from(document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR));
  if (images.length === 0) {
    (await zoom)?.zoom.detach();
    return undefined;
  }
  const instance = await mediumZoom();
  instance.detach();
  return instance.attach(...images);
}

/** medium-zoom, attached to the image: on a page that has just appeared, before the delayed attach. */
async function zoomWith(image: HTMLImageElement): Promise<Zoom | undefined> {
  const instance = (await zoom)?.zoom;
  if (instance?.getImages().includes(image)) return instance;
  clearTimeout(timer);
  return attach();
}

function openFromTrigger(event: MouseEvent): void {
  const trigger = event.target instanceof Element && event.target.classList.contains(ZOOM_TRIGGER_CLASS) ? event.target : null;
  const image = trigger?.querySelector<HTMLImageElement>(ZOOM_SELECTOR);
  if (image)
    zoomWith(image)
      .then((instance) => instance?.open({target: image}))
      .catch(ignore);
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('click', openFromTrigger);

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    clearTimeout(timer);
    zoom?.then(({requestClose}) => requestClose()).catch(ignore);
    timer = setTimeout(() => {
      // attach() looks for images and starts any download before its first await, so in this task.
      attach().catch(ignore);
      performance.mark(ZOOM_LOOKED_MARK);
    }, ZOOM_ATTACH_DELAY_MS);
  },
};

export default imageZoom;
