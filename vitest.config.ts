import {defineConfig} from 'vitest/config';
import {BUILT_SITE_TRIPWIRES} from './vitest.build.config';

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
    // They read what a fixture build generated, so they run with the build tests.
    exclude: BUILT_SITE_TRIPWIRES,
    testTimeout: 10 * 60_000,
  },
});
