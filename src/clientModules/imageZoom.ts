import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Zoom} from 'medium-zoom';
import {ZOOM_ATTACH_DELAY_MS, ZOOM_SELECTOR, ZOOM_TRIGGER_CLASS, zoomOptions} from '../config/zoom';

/**
 * medium-zoom on images inside Markdown content. It attaches a moment after
 * each route renders (first load included), and is only downloaded on pages
 * that have such images.
 *
 * Each zoomable image sits in a button (src/theme/MDXComponents/Img). A
 * click on the image is medium-zoom's; a click on the button itself, which is
 * what Enter and Space give, opens the zoom here. medium-zoom closes it on
 * Escape, and focus goes back to the button if the zoom took it away (a click
 * on the overlay leaves focus nowhere).
 */
let zoom: Promise<Zoom> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function returnFocus(event: Event): void {
  const trigger = (event.target as Element).closest<HTMLElement>(`.${ZOOM_TRIGGER_CLASS}`);
  if (trigger && (!document.activeElement || document.activeElement === document.body)) trigger.focus({preventScroll: true});
}

/** The page's one medium-zoom, downloaded when first needed. */
const mediumZoom = () => (zoom ??= import('medium-zoom').then(({default: create}) => create(zoomOptions).on('closed', returnFocus)));

async function attach(): Promise<Zoom | undefined> {
  const images = Array.from(document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR));
  if (images.length === 0) {
    (await zoom)?.detach();
    return undefined;
  }
  const instance = await mediumZoom();
  instance.detach();
  return instance.attach(...images);
}

/** medium-zoom, attached to the image: on a page that has just appeared, before the delayed attach. */
async function zoomWith(image: HTMLImageElement): Promise<Zoom | undefined> {
  const instance = await zoom;
  if (instance?.getImages().includes(image)) return instance;
  clearTimeout(timer);
  return attach();
}

function openFromTrigger(event: MouseEvent): void {
  const trigger = event.target instanceof Element && event.target.classList.contains(ZOOM_TRIGGER_CLASS) ? event.target : null;
  const image = trigger?.querySelector<HTMLImageElement>(ZOOM_SELECTOR);
  if (image) void zoomWith(image).then((instance) => instance?.open({target: image}));
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('click', openFromTrigger);

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    clearTimeout(timer);
    void zoom?.then((instance) => instance.close());
    timer = setTimeout(() => void attach(), ZOOM_ATTACH_DELAY_MS);
  },
};

export default imageZoom;
