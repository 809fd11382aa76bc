import {describe, expect, it} from 'vitest';
import {foreignCode, unsafeExternalLinks} from '../support/builtSite';

/** The rules tests/e2e/quality.spec.ts applies to every built page (see tests/support/builtSite.ts). */
const SITE = 'https://docs.ferrypay.example';

describe('external links without noopener noreferrer', () => {
  it('finds a link to another origin that lacks either word', () => {
    const html = `
      <a href="https://github.com/ferrypay" target="_blank" rel="noopener">GitHub</a>
      <a href="http://status.ferrypay.example/" rel="noreferrer">status</a>
      <a href="//cdn.example.com/x">protocol-relative</a>
      <a href="https://example.com/ok" rel="noopener noreferrer">fine</a>
      <a href="https://example.com/ok2" rel="external NoReferrer noopener">fine too</a>`;
    expect(unsafeExternalLinks(html, SITE)).toEqual([
      'https://github.com/ferrypay',
      'http://status.ferrypay.example/',
      '//cdn.example.com/x',
    ]);
  });

  it('leaves links within the site alone, written as paths or in full', () => {
    const html = `
      <a href="/ferrypay-docs/docs/faq">faq</a><a href="#top">top</a><a href="mailto:support@ferrypay.example">mail</a>
      <a href="https://docs.ferrypay.example/ferrypay-docs/en/">en</a><a href="docs/faq">relative</a>`;
    expect(unsafeExternalLinks(html, SITE)).toEqual([]);
  });
});

describe('code loaded from another origin', () => {
  it('finds scripts, stylesheets and preloads from a CDN', () => {
    const html = `<head>
      <script src="https://cdn.jsdelivr.net/npm/@docsearch/js@4"></script>
      <link rel="stylesheet" href="//unpkg.com/x.css">
      <link rel="modulepreload" href="https://cdn.example.com/m.js">
      <link rel="preload" as="script" href="https://cdn.example.com/p.js">
      <script src="data:text/javascript,alert(1)"></script>
    </head>`;
    expect(foreignCode(html, SITE)).toEqual([
      'https://cdn.jsdelivr.net/npm/@docsearch/js@4',
      'data:text/javascript,alert(1)',
      '//unpkg.com/x.css',
      'https://cdn.example.com/m.js',
      'https://cdn.example.com/p.js',
    ]);
  });

  it('accepts the site own files, inline scripts and links that load no code', () => {
    const html = `<head>
      <script src="/ferrypay-docs/assets/js/main.js" defer></script><script>window.x=1</script>
      <script type="application/ld+json">{}</script>
      <link rel="stylesheet" href="/ferrypay-docs/assets/css/styles.css">
      <link rel="preconnect" href="https://FERRYPAY-dsn.algolia.net">
      <link rel="alternate" href="https://docs.ferrypay.example/ferrypay-docs/en/" hreflang="en">
      <link rel="icon" href="/ferrypay-docs/img/favicon.svg">
    </head>`;
    expect(foreignCode(html, SITE)).toEqual([]);
  });
});
