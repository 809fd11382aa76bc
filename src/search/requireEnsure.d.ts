/**
 * webpack's (and Rspack's) `require.ensure`, which the search bar uses to fetch
 * DocSearch's modal code without running it (src/search/modalPreload.ts).
 * Compiled by the bundler, not a Node API.
 */
declare namespace NodeJS {
  interface Require {
    ensure(dependencies: string[], callback: () => void, errorCallback: (error: Error) => void, chunkName: string): void;
  }
}
