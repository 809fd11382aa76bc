import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/patches/**/*.test.ts', 'tests/build/**/*.test.ts'],
    // The build tests run the real CLI; running them beside each other would only fight for two cores.
    fileParallelism: false,
    // Within a file, `concurrent` cases (the build tests whose builds fail
    // early, on one core each) run this many at a time.
    maxConcurrency: 3,
    testTimeout: 20_000,
  },
});
