import {describe, expect, it} from 'vitest';
import {opensFromButton, opensSearch} from '../../src/search/ui/shortcut';
import {keyActions} from '../../src/search/ui/searchBarActions';

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

describe('/ on a button', () => {
  const element = (tagName: string) => ({tagName}) as unknown as EventTarget;
  const slash = (target: EventTarget | null, mods: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean}> = {}) => ({
    key: '/',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    repeat: false,
    ...mods,
    target,
  });

  it('opens the modal from the search button Escape leaves the focus on, and from any other button', () => {
    expect(opensFromButton(slash(element('BUTTON')))).toBe(true);
    expect(keyActions(slash(element('BUTTON')), {connection: undefined, local: true})).toEqual({
      importModal: false,
      preloadIndex: true,
      openModal: true,
    });
  });

  it('leaves / elsewhere to DocSearch, and never takes it from a field or with a modifier', () => {
    for (const tag of ['BODY', 'A', 'INPUT', 'TEXTAREA']) expect(opensFromButton(slash(element(tag))), tag).toBe(false);
    expect(opensFromButton(slash(null))).toBe(false);
    expect(opensFromButton(slash(element('BUTTON'), {ctrlKey: true}))).toBe(false);
    expect(opensFromButton({...slash(element('BUTTON')), key: 'k'})).toBe(false);
  });
});
