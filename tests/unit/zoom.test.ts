import {describe, expect, it} from 'vitest';
import {ZOOM_ATTACH_DELAY_MS, ZOOM_SELECTOR, zoomOptions} from '../../src/config/zoom';

describe('image zoom options', () => {
  it('override medium-zoom defaults with the SPEC settings', () => {
    expect(zoomOptions).toEqual({margin: 24, background: '#ffffff', scrollOffset: 160});
  });

  it('attach one second after content appears', () => {
    expect(ZOOM_ATTACH_DELAY_MS).toBe(1000);
  });

  it('target images inside Markdown content only', () => {
    expect(ZOOM_SELECTOR.startsWith('.markdown img')).toBe(true);
  });
});
