import {describe, expect, it} from 'vitest';
import {ZOOM_ATTACH_DELAY_MS, ZOOM_SELECTOR, isZoomable, zoomOptions} from '../../src/config/zoom';
import {closeRequest, zoomKeyAction} from '../../src/clientModules/zoom/keyboard';

describe('image zoom options', () => {
  it("override medium-zoom's defaults: margin 24, a white background, scroll offset 160", () => {
    expect(zoomOptions).toEqual({margin: 24, background: '#ffffff', scrollOffset: 160});
  });

  it('attach one second after content appears', () => {
    expect(ZOOM_ATTACH_DELAY_MS).toBe(1000);
  });

  it('target images inside Markdown content only', () => {
    expect(ZOOM_SELECTOR.startsWith('.markdown img')).toBe(true);
  });

  it('leave out the images Markdown marks no-zoom, as the selector does', () => {
    expect(isZoomable(undefined)).toBe(true);
    expect(isZoomable('img_ev3q')).toBe(true);
    expect(isZoomable('wide no-zoom')).toBe(false);
    expect(isZoomable('no-zoomable')).toBe(true);
    expect(ZOOM_SELECTOR).toContain(':not(.no-zoom)');
  });
});

describe('the keyboard while an image is zoomed', () => {
  it('Escape closes an open zoom, and one still opening as soon as it has opened', () => {
    expect(zoomKeyAction('open', 'Escape')).toBe('close');
    expect(zoomKeyAction('opening', 'Escape')).toBe('close-when-opened');
  });

  it('Escape does nothing more to a zoom already closing, and nothing of ours without a zoom', () => {
    expect(zoomKeyAction('closing', 'Escape')).toBeUndefined();
    expect(zoomKeyAction('closed', 'Escape')).toBeUndefined();
  });

  it('Tab keeps focus on the close button from the moment the zoom opens until it has closed', () => {
    for (const phase of ['opening', 'open', 'closing'] as const) expect(zoomKeyAction(phase, 'Tab')).toBe('stay');
    expect(zoomKeyAction('closed', 'Tab')).toBeUndefined();
  });

  it('other keys are left to the page', () => {
    for (const key of ['Enter', ' ', 'ArrowDown', 'k']) expect(zoomKeyAction('open', key)).toBeUndefined();
  });

  it('the close button asks to close as Escape does', () => {
    expect(closeRequest('open')).toBe('close');
    expect(closeRequest('opening')).toBe('close-when-opened');
    expect(closeRequest('closing')).toBeUndefined();
    expect(closeRequest('closed')).toBeUndefined();
  });
});
