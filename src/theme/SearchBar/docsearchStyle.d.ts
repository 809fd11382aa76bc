// @docsearch/react ships its style entry without types; the theme's own
// SearchBar imports it the same way (importDocSearchModalIfNeeded).
declare module '@docsearch/react/style';
