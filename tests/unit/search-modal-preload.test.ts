import {describe, expect, it} from 'vitest';
import {isSlowConnection, preloadsModal} from '../../src/search/ui/modalPreload';

describe('isSlowConnection', () => {
  it('is true on data saver and on 2G, as Docusaurus skips prefetching there', () => {
    expect(isSlowConnection({saveData: true, effectiveType: '4g'})).toBe(true);
    expect(isSlowConnection({effectiveType: '2g'})).toBe(true);
    expect(isSlowConnection({effectiveType: 'slow-2g'})).toBe(true);
  });

  it('is false on a fast connection and where the browser does not say', () => {
    expect(isSlowConnection({saveData: false, effectiveType: '4g'})).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe('preloadsModal', () => {
  const fast = {effectiveType: '4g'};

  it('starts on the first press of Ctrl or Cmd, the start of the Ctrl+K and Cmd+K shortcuts', () => {
    expect(preloadsModal({key: 'Control', repeat: false}, fast)).toBe(true);
    expect(preloadsModal({key: 'Meta', repeat: false}, fast)).toBe(true);
    expect(preloadsModal({key: 'Control', repeat: false}, undefined)).toBe(true);
  });

  it('ignores other keys and a held key repeating', () => {
    for (const key of ['k', 'Shift', 'Alt', '/', 'Enter']) expect(preloadsModal({key, repeat: false}, fast)).toBe(false);
    expect(preloadsModal({key: 'Control', repeat: true}, fast)).toBe(false);
  });

  it('does nothing on a data-saver or 2G connection', () => {
    expect(preloadsModal({key: 'Control', repeat: false}, {saveData: true})).toBe(false);
    expect(preloadsModal({key: 'Meta', repeat: false}, {effectiveType: 'slow-2g'})).toBe(false);
  });
});
