import {defineConfig} from 'vitest/config';

/**
 * `npm run test:unit`: pure modules, content invariants and the patches'
 * tripwires, none of which builds the site (the build tests have their own
 * config, vitest.build.config.ts). The time limit only ends a test that
 * hangs: on a shared, busy machine a test that takes a second here can take
 * a minute, and its verdict must not change.
 */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/patches/**/*.test.ts'],
    // Needs a routes.js that Docusaurus generated: it builds the fixture site, with the build tests.
    exclude: ['tests/patches/lazy-routes.test.ts', 'tests/patches/lean-registry.test.ts'],
    testTimeout: 10 * 60_000,
  },
});
