import {describe, expect, it} from 'vitest';
import {opensSearch} from '../../src/search/ui/shortcut';

const press = (key: string, mods: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean}> = {}, target: EventTarget | null = null) =>
  opensSearch({key, ctrlKey: false, metaKey: false, altKey: false, ...mods, target});

describe('opensSearch', () => {
  it('is true for Ctrl+K and Cmd+K, whatever the case of the letter', () => {
    expect(press('k', {ctrlKey: true})).toBe(true);
    expect(press('K', {metaKey: true})).toBe(true);
  });

  it('is false for K alone or with Alt', () => {
    expect(press('k')).toBe(false);
    expect(press('k', {ctrlKey: true, altKey: true})).toBe(false);
  });

  it('is true for / outside fields and false inside them', () => {
    const element = (tagName: string, isContentEditable = false) => ({tagName, isContentEditable}) as unknown as EventTarget;
    expect(press('/', {}, element('BODY'))).toBe(true);
    expect(press('/', {}, null)).toBe(true);
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) expect(press('/', {}, element(tag))).toBe(false);
    expect(press('/', {}, element('DIV', true))).toBe(false);
  });
});
