/**
 * The module src/config/apiSamples.ts names PRERENDERED_SAMPLES_MODULE:
 * plugins/api-reference's configureWebpack resolves it to
 * src/components/api/Samples/prerendered.server.ts or prerendered.browser.ts.
 */
declare module '@ferrypay/prerendered-api-samples' {
  export const prerenderedSamples: import('../../../config/apiSamples').PrerenderedSamples;
}
