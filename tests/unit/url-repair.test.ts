import {describe, expect, it} from 'vitest';
import {tidyPath, urlRepair} from '../../src/guards/address';

const BASE = '/ferrypay-docs/';
const FAQ = `${BASE}docs/faq`;
const NOT_FOUND = `${BASE}404.html`;

describe('an address the host answered with a page', () => {
  it('becomes the path of the page the host sent when the router would read it as another page', () => {
    expect(urlRepair(`${BASE}docs//faq`, FAQ)).toEqual({action: 'replace', pathname: FAQ});
    expect(urlRepair(`${FAQ}/index.html`, FAQ)).toEqual({action: 'replace', pathname: FAQ});
    expect(urlRepair(`${BASE}en/docs/faq/index.html`, `${BASE}en/docs/faq`)).toEqual({action: 'replace', pathname: `${BASE}en/docs/faq`});
    expect(urlRepair(`${BASE}/`, BASE)).toEqual({action: 'replace', pathname: BASE});
  });

  it('is left alone when it is the page, with or without a trailing slash or percent-encoding', () => {
    expect(urlRepair(FAQ, FAQ)).toBeUndefined();
    expect(urlRepair(`${FAQ}/`, FAQ)).toBeUndefined();
    expect(urlRepair(`${BASE}en`, `${BASE}en/`)).toBeUndefined();
    expect(urlRepair(BASE, BASE)).toBeUndefined();
    expect(urlRepair(`${BASE}docs/f%61q`, FAQ)).toBeUndefined();
  });
});

describe('an address the host answered with the not-found page', () => {
  it('is reloaded at its tidy form, where the host has the page the router would have shown', () => {
    expect(urlRepair(`${BASE}docs/FAQ`, NOT_FOUND)).toEqual({action: 'reload', pathname: FAQ});
    expect(urlRepair(`${FAQ}%20`, NOT_FOUND)).toEqual({action: 'reload', pathname: FAQ});
    expect(urlRepair(`${FAQ}.html`, NOT_FOUND)).toEqual({action: 'reload', pathname: FAQ});
    expect(urlRepair(`${BASE}en/docs/Getting-Started/index.html`, `${BASE}en/404.html`)).toEqual({
      action: 'reload',
      pathname: `${BASE}en/docs/getting-started`,
    });
    expect(urlRepair(`${BASE}docs//nowhere`, NOT_FOUND)).toEqual({action: 'reload', pathname: `${BASE}docs/nowhere`});
  });

  it('stays the not-found page when it is tidy already', () => {
    expect(urlRepair(`${BASE}no/such/page`, NOT_FOUND)).toBeUndefined();
    expect(urlRepair(`${BASE}no/such/page/`, NOT_FOUND)).toBeUndefined();
    expect(urlRepair(`${BASE}404`, NOT_FOUND)).toBeUndefined();
    // Spaces inside a path are part of it: the router does not match around them either.
    expect(urlRepair(`${BASE}docs/fa%20q`, NOT_FOUND)).toBeUndefined();
  });

  it('keeps characters that need encoding encoded', () => {
    expect(urlRepair(`${BASE}docs/%E5%B0%8D%E5%B8%B3.HTML`, NOT_FOUND)).toEqual({
      action: 'reload',
      pathname: `${BASE}docs/%E5%B0%8D%E5%B8%B3`,
    });
  });
});

it('leaves a path that does not decode to the router', () => {
  expect(urlRepair(`${BASE}docs/%E0%A4%A`, NOT_FOUND)).toBeUndefined();
  expect(urlRepair(`${BASE}docs/%E0%A4%A`, FAQ)).toBeUndefined();
});

it('tidies in one pass: a tidy path stays as it is, so a reload never leads to another', () => {
  for (const path of ['/a//B.HTML ', '/a/b .html', '/A/INDEX.HTML', '/a/b.html.html', '//', ' /x/ ']) {
    const tidy = tidyPath(path);
    expect(tidyPath(tidy), path).toBe(tidy);
  }
  expect(tidyPath('/a/b .html')).toBe('/a/b');
  expect(tidyPath('/A/INDEX.HTML')).toBe('/a');
});
