// The suite's second build: hosted search switched on with credentials that are
// valid nowhere, and page feedback sent to an endpoint that exists nowhere. The
// browser tests serve it and intercept every request to the provider
// (tests/e2e/search-hosted.spec.ts) and to the endpoint
// (tests/e2e/page-feedback.spec.ts); nothing leaves the machine. The suite's
// first build has neither, so it shows what a site without them does.
export const HOSTED_TEST_BUILD_DIR = 'test-build-hosted';

export const FAKE_ALGOLIA = {
  appId: 'FERRYPAYTEST',
  apiKey: 'fake-search-only-api-key',
  indexName: 'ferrypay-docs-test',
  // In the build's environment too, as a careless CI step would leave it: it must not reach the output.
  adminApiKey: 'fake-admin-api-key-never-in-the-build',
};

/** Where the build sends "Was this page helpful?" answers (FEEDBACK_ENDPOINT). */
export const FAKE_FEEDBACK_ENDPOINT = 'https://feedback.ferrypay.example/page-feedback';
