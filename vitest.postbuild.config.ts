import {defineConfig} from 'vitest/config';

/**
 * Checks of the build output, run by `npm test` after `build:test` (the unit
 * tests run before the build, so they cannot read it).
 */
export default defineConfig({
  test: {
    include: ['tests/postbuild/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
