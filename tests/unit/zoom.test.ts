import {describe, expect, it} from 'vitest';
import {ZOOM_ATTACH_DELAY_MS, ZOOM_SELECTOR, isZoomable, zoomOptions} from '../../src/config/zoom';

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
