import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';
import {ZOOM_ATTACH_DELAY_MS, ZOOM_SELECTOR, zoomOptions} from '../config/zoom';

/**
 * medium-zoom on images inside Markdown content. It attaches a moment after
 * each route renders (first load included), and is only downloaded on pages
 * that have such images.
 */
let zoom: Zoom | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

async function attach(): Promise<void> {
  zoom?.detach();
  const images = Array.from(document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR));
  if (images.length === 0) return;
  if (!zoom) {
    const {default: mediumZoom} = await import('medium-zoom');
    zoom = mediumZoom(zoomOptions);
  }
  zoom.attach(...images);
}

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    clearTimeout(timer);
    void zoom?.close();
    timer = setTimeout(() => void attach(), ZOOM_ATTACH_DELAY_MS);
  },
};

export default imageZoom;
