import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

/**
 * Checks of the build output, run by `npm test` after `build:test` (the unit
 * tests run before the build, so they cannot read it).
 */
export default defineConfig({
  test: {
    include: ['tests/postbuild/**/*.test.ts'],
    // Only ends a test that hangs: reading every page of the build takes minutes on a busy machine.
    testTimeout: 30 * 60_000,
    // The same for a hook that reads the build (tests/postbuild/social-cards.test.ts).
    hookTimeout: 30 * 60_000,
    // A file per core: Vitest keeps one core free by default, which on two
    // cores ran these CPU-bound files one after the other while nothing else ran.
    maxWorkers: availableParallelism(),
  },
});
