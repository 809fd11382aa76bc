/**
 * "Was this page helpful?" at the end of every guide page, API page, blog post
 * and release note (src/components/PageFeedback). The build passes the
 * endpoint (FEEDBACK_ENDPOINT, read in ./env.ts) to the browser under this key
 * of `customFields`.
 */
export const FEEDBACK_ENDPOINT_FIELD = 'feedbackEndpoint';

/** A comment's longest length: it fits a beacon and the address of a prefilled GitHub issue. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

/**
 * Where a page remembers its answer for the visit (sessionStorage): the key is
 * this prefix and the page's path, nothing that tells one reader from another.
 */
export const FEEDBACK_STORAGE_PREFIX = 'ferrypay.page-feedback:';
