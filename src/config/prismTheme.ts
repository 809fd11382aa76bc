import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours from GitHub's Primer light palette: every token reaches WCAG AA
 * (4.5:1) on the code background #f6f8fa, which the stock `github` theme does
 * not (its pink strings and teal numbers fall near 3:1). tests/unit/prism-theme
 * checks the ratios.
 */
export const prismTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#57606a'}},
    {types: ['string', 'attr-value', 'char', 'inserted'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url', 'regex', 'property'], style: {color: '#0550ae'}},
    {types: ['variable', 'parameter', 'builtin'], style: {color: '#953800'}},
    {types: ['keyword', 'atrule', 'selector', 'deleted', 'important'], style: {color: '#cf222e'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#8250df'}},
    {types: ['tag', 'attr-name'], style: {color: '#116329'}},
  ],
};
