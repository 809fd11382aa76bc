import {defineConfig} from 'vitest/config';

/**
 * `npm run test:build`: real builds of a copy of the small fixture site
 * (tests/build/fixtureSite.ts) with one bad input each, a production install
 * that builds it, and the patches' tripwires that read what such a build
 * generates (BUILT_SITE_TRIPWIRES: lazy-routes on routes.js, lean-registry on
 * registry.js). No verdict depends on the machine's speed: a test waits for its
 * build to end however long the machine takes, and the time limit below is
 * only there to end a build that hangs.
 */
const HANG_GUARD = 30 * 60_000;

/** The patches' tripwires that read code a fixture build generated: they run here, not with the unit tests. */
export const BUILT_SITE_TRIPWIRES = ['tests/patches/lazy-routes.test.ts', 'tests/patches/lean-registry.test.ts'];

export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts', ...BUILT_SITE_TRIPWIRES],
    // One build of the fixture site for the files that only read it (tests/build/fixtureSite.ts, `builtFixtureSite`).
    globalSetup: ['tests/build/globalSetup.ts'],
    // The builds run the real CLI; a file per core at most would only fight for two cores. One file at a time also
    // lets the files that read the shared build of the fixture site take turns making it.
    fileParallelism: false,
    // Within a file, `concurrent` cases (builds that fail early, mostly on one core) run this many at a time.
    maxConcurrency: 3,
    testTimeout: HANG_GUARD,
    hookTimeout: HANG_GUARD,
  },
});
