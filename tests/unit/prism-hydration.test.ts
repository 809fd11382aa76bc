import {describe, expect, it} from 'vitest';
import {rebuildAfterHydration, serverPrismTheme} from '../../src/prism/hydration';

const light = {name: 'light'};
const dark = {name: 'dark'};

describe('the Prism theme the server renders with', () => {
  it('is the default mode\'s theme', () => {
    expect(serverPrismTheme('light', {theme: light, darkTheme: dark})).toBe(light);
    expect(serverPrismTheme('dark', {theme: light, darkTheme: dark})).toBe(dark);
  });

  it('is the light theme in dark mode when no dark theme is configured', () => {
    expect(serverPrismTheme('dark', {theme: light})).toBe(light);
  });
});

describe('a code block is rebuilt after hydration', () => {
  it('never while the page hydrates', () => {
    expect(rebuildAfterHydration(false, dark, 'light', {theme: light, darkTheme: dark})).toBe(false);
  });

  it('not when the theme in use is the server\'s (this site: one mode, one theme)', () => {
    expect(rebuildAfterHydration(true, light, 'light', {theme: light})).toBe(false);
    expect(rebuildAfterHydration(true, dark, 'dark', {theme: light, darkTheme: dark})).toBe(false);
  });

  it('when the reader\'s mode has another theme than the server\'s', () => {
    expect(rebuildAfterHydration(true, dark, 'light', {theme: light, darkTheme: dark})).toBe(true);
    expect(rebuildAfterHydration(true, light, 'dark', {theme: light, darkTheme: dark})).toBe(true);
  });
});
