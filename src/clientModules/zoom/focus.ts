import {translate} from '@docusaurus/Translate';
import type {Zoom} from 'medium-zoom';
import {ZOOM_CLOSE_CLASS, ZOOM_TRIGGER_CLASS} from '../../config/zoom';
import {closeRequest, zoomKeyAction, type ZoomPhase} from './keyboard';

/**
 * The keyboard and focus of a zoomed image, downloaded with medium-zoom
 * (src/clientModules/imageZoom.ts) so that no page pays for it before a
 * reader zooms.
 *
 * While an image is zoomed, the page behind the overlay is inert and a close
 * button over the zoom has focus: Tab and Shift+Tab stay on it, and Escape
 * closes the zoom whenever it is pressed, also while it is still opening
 * (./keyboard.ts). Closing gives focus back to the image's button.
 */

/** The React root, inert while zoomed: neither Tab nor a screen reader then reaches what the overlay hides. */
const pageBehind = () => document.getElementById('__docusaurus');

// The theme's close icon (the announcement bar's), drawn here: this button is not React's.
const CLOSE_ICON =
  '<svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true"><g stroke="currentColor" stroke-width="3.1"><path d="M.75.75l13.5 13.5M14.25.75L.75 14.25"/></g></svg>';

/** Wires the keyboard into `zoom`; returns what asks it to close (Escape, the close button, a route change). */
export function keyboardZoom(zoom: Zoom): {zoom: Zoom; requestClose: () => void} {
  let phase: ZoomPhase = 'closed';
  let closeWhenOpened = false;

  const requestClose = (): void => {
    const request = closeRequest(phase);
    if (request === 'close-when-opened') closeWhenOpened = true;
    else if (request === 'close') void zoom.close();
  };

  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = ZOOM_CLOSE_CLASS;
  closeButton.setAttribute(
    'aria-label',
    translate({id: 'imageZoom.close', message: '關閉放大圖片', description: 'The name of the button that closes a zoomed content image'}),
  );
  closeButton.innerHTML = CLOSE_ICON;
  closeButton.addEventListener('click', requestClose);

  zoom.on('open', () => {
    phase = 'opening';
    closeWhenOpened = false;
    document.body.append(closeButton);
    closeButton.focus({preventScroll: true});
    pageBehind()?.setAttribute('inert', '');
  });
  zoom.on('opened', () => {
    phase = 'open';
    if (closeWhenOpened) requestClose();
  });
  zoom.on('close', () => {
    phase = 'closing';
  });
  zoom.on('closed', (event: Event) => {
    phase = 'closed';
    const focused = document.activeElement;
    const focusWasOurs = !focused || focused === document.body || focused === closeButton;
    closeButton.remove();
    pageBehind()?.removeAttribute('inert');
    const trigger = (event.target as Element).closest<HTMLElement>(`.${ZOOM_TRIGGER_CLASS}`);
    if (focusWasOurs) trigger?.focus({preventScroll: true});
  });

  document.addEventListener('keydown', (event) => {
    const action = zoomKeyAction(phase, event.key);
    if (!action) return;
    event.preventDefault();
    if (action === 'stay') closeButton.focus();
    else requestClose();
  });
  return {zoom, requestClose};
}
