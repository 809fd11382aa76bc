import {describe, expect, it} from 'vitest';
import {dialogKeyAction} from '../../src/hooks/useModalDialog';

const tab = {key: 'Tab', shiftKey: false};
const shiftTab = {key: 'Tab', shiftKey: true};

describe('keys in an open modal dialog', () => {
  it('Escape closes it, wherever focus is inside it', () => {
    expect(dialogKeyAction({key: 'Escape', shiftKey: false}, 2, 5)).toEqual({close: true});
    expect(dialogKeyAction({key: 'Escape', shiftKey: false}, -1, 0)).toEqual({close: true});
  });

  it('Tab from the last control goes round to the first, Shift+Tab from the first to the last', () => {
    expect(dialogKeyAction(tab, 4, 5)).toEqual({focus: 0});
    expect(dialogKeyAction(shiftTab, 0, 5)).toEqual({focus: 4});
    // One control: Tab stays on it.
    expect(dialogKeyAction(tab, 0, 1)).toEqual({focus: 0});
    expect(dialogKeyAction(shiftTab, 0, 1)).toEqual({focus: 0});
  });

  it('Tab between the other controls is left to the browser', () => {
    expect(dialogKeyAction(tab, 0, 5)).toBeUndefined();
    expect(dialogKeyAction(tab, 3, 5)).toBeUndefined();
    expect(dialogKeyAction(shiftTab, 4, 5)).toBeUndefined();
  });

  it('Tab with focus on none of its controls (lost, or on the dialog itself) enters it', () => {
    expect(dialogKeyAction(tab, -1, 5)).toEqual({focus: 0});
    expect(dialogKeyAction(shiftTab, -1, 5)).toEqual({focus: 4});
  });

  it('other keys, and Tab in a dialog without controls, do nothing of ours', () => {
    expect(dialogKeyAction({key: 'Enter', shiftKey: false}, 1, 5)).toBeUndefined();
    expect(dialogKeyAction({key: 'ArrowDown', shiftKey: false}, 1, 5)).toBeUndefined();
    expect(dialogKeyAction(tab, -1, 0)).toBeUndefined();
  });
});
