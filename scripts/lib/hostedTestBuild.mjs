// The suite's second build: hosted search switched on with credentials that are
// valid nowhere. The browser tests serve it and intercept every request to the
// provider (tests/e2e/search-hosted.spec.ts); nothing leaves the machine.
export const HOSTED_TEST_BUILD_DIR = 'test-build-hosted';

export const FAKE_ALGOLIA = {
  appId: 'FERRYPAYTEST',
  apiKey: 'fake-search-only-api-key',
  indexName: 'ferrypay-docs-test',
  // In the build's environment too, as a careless CI step would leave it: it must not reach the output.
  adminApiKey: 'fake-admin-api-key-never-in-the-build',
};
