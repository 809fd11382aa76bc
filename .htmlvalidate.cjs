/**
 * html-validate ruleset for the built site (checked over every page by
 * tests/e2e/html-validity.spec.ts). Every rule we turn off says why it does
 * not apply.
 */
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // Element ids such as __docusaurus are valid HTML5 (any non-empty id
    // without spaces); the strict mode of this rule checks an HTML4 habit.
    'valid-id': ['error', {relaxed: true}],
    // Docusaurus writes `defer="defer"`; both that and a bare `defer` are valid HTML.
    'attribute-boolean-style': 'off',
    // The doctype is case-insensitive (`<!DOCTYPE html>` as Docusaurus writes it).
    'doctype-style': 'off',
    // The build does not minify HTML (scripts/build.mjs), so void elements are
    // written as React's server renderer writes them (`<br/>`, `<meta ... />`)
    // next to the document template's `<meta charset="UTF-8">`. HTML allows
    // both: the slash on a void element is ignored.
    'void-style': 'off',
    // React writes some attribute names in camelCase (hrefLang, crossOrigin,
    // dateTime, itemProp, autoComplete). HTML attribute names are ASCII
    // case-insensitive, so these are the same attributes; any other case
    // (UPPERCASE, PascalCase) is still an error.
    'attr-case': ['error', {style: ['lowercase', 'camelcase']}],
    // The theme puts ARIA roles on generic elements (role="region" around the
    // skip link, role="button" on toggles); that is valid ARIA, and the rule is
    // a preference for native elements, not an error in the document.
    'prefer-native-element': 'off',
    // Prism and the theme set inline styles (token colours, sidebar widths);
    // there is no content-security policy that forbids them on this site.
    'no-inline-style': 'off',
    // Titles are "<page> | Ferrypay Docs"; long page titles are content, not markup errors.
    'long-title': 'off',
  },
};
