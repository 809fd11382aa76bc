import {providePrismReactRenderer} from './renderer';

/**
 * Brings prism-react-renderer with the content of a page that has code blocks
 * (see ./renderer.tsx). The file path, not the package name, which is aliased
 * to ./renderer in the client bundle; a require, so that it runs after the
 * import above.
 */
providePrismReactRenderer(require('prism-react-renderer/dist/index.mjs'));
