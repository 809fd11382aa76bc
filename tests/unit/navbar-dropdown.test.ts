import {describe, expect, it} from 'vitest';
import {dropdownKeyAction} from '../../src/clientModules/navbarDropdown/keys';

describe('the keys of a navbar dropdown (disclosure navigation menu)', () => {
  const closedToggle = {on: 'toggle', open: false} as const;
  const openToggle = {on: 'toggle', open: true} as const;
  const item = (index: number) => ({on: 'item', index, count: 3}) as const;

  it('ArrowDown on the toggle opens the menu, or goes to its first item when it is open', () => {
    expect(dropdownKeyAction('ArrowDown', closedToggle)).toEqual({open: true});
    expect(dropdownKeyAction('ArrowDown', openToggle)).toEqual({focus: 0});
  });

  it("Enter and Space on a closed toggle go to the first item once the theme's own handler has opened it; on an open one they are the theme's", () => {
    for (const key of ['Enter', ' ']) {
      expect(dropdownKeyAction(key, closedToggle)).toEqual({openAfterTheme: true});
      expect(dropdownKeyAction(key, openToggle)).toBeUndefined();
    }
  });

  it('Escape closes an open menu and goes back to the toggle, from the toggle or any item', () => {
    expect(dropdownKeyAction('Escape', openToggle)).toEqual({close: true});
    expect(dropdownKeyAction('Escape', closedToggle)).toBeUndefined();
    for (const index of [0, 1, 2]) expect(dropdownKeyAction('Escape', item(index))).toEqual({close: true});
  });

  it('ArrowDown and ArrowUp move between items and stop at the ends', () => {
    expect(dropdownKeyAction('ArrowDown', item(0))).toEqual({focus: 1});
    expect(dropdownKeyAction('ArrowDown', item(2))).toEqual({focus: 2});
    expect(dropdownKeyAction('ArrowUp', item(2))).toEqual({focus: 1});
    expect(dropdownKeyAction('ArrowUp', item(0))).toEqual({focus: 0});
  });

  it('Home and End go to the first and the last item', () => {
    expect(dropdownKeyAction('Home', item(2))).toEqual({focus: 0});
    expect(dropdownKeyAction('End', item(0))).toEqual({focus: 2});
  });

  it('other keys, Tab among them, are left to the browser and the theme', () => {
    for (const key of ['Tab', 'a', 'ArrowLeft']) {
      expect(dropdownKeyAction(key, item(1))).toBeUndefined();
      expect(dropdownKeyAction(key, closedToggle)).toBeUndefined();
    }
    expect(dropdownKeyAction('Enter', item(1))).toBeUndefined();
  });
});
