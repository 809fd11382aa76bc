import {createElement, Fragment} from 'react';
import {describe, expect, it} from 'vitest';
import {textContent} from '../../src/components/textContent';

/** What the ejected Heading names a heading's anchor link after (src/theme/Heading). */
describe('the text of a heading', () => {
  it('is a string as it is', () => {
    expect(textContent('Authentication')).toBe('Authentication');
  });

  it('reads through code, links and fragments, as MDX compiles "`200` OK" and "[驗證](…)的方式"', () => {
    expect(textContent([createElement('code', {key: 1}, '200'), ' OK'])).toBe('200 OK');
    expect(textContent([createElement('a', {key: 1, href: '/api'}, '驗證'), '的方式'])).toBe('驗證的方式');
    expect(textContent(createElement(Fragment, {}, 'order.', createElement('em', {}, 'created'), ' (', 2, ')'))).toBe('order.created (2)');
  });

  it('has no text from what renders none: empty elements, booleans, null', () => {
    expect(textContent([createElement('img', {key: 1, alt: 'logo'}), null, false, undefined])).toBe('');
  });
});
