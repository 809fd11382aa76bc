/**
 * What "Was this page helpful?" sends, prefills and remembers: plain functions
 * of the page and the reader's answer, so that each rule is unit-tested
 * (tests/unit/page-feedback.test.ts) and the components only wire them in.
 * Nothing here names the reader: no cookie, no identifier, only the page and
 * the answer.
 */
import {FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_STORAGE_PREFIX} from '../../config/feedback';

export type FeedbackAnswer = 'yes' | 'no';

/** The page an answer is about. */
export type FeedbackPage = {
  /** The page's path as the site serves it, base path and locale included (`/en/docs/faq`). */
  path: string;
  /** The page's absolute URL. */
  url: string;
  title: string;
  locale: string;
  /** The API version of an API reference page (the `Ferrypay-Version` value); none on other pages. */
  apiVersion?: string;
};

/** The JSON body posted to FEEDBACK_ENDPOINT. */
export type FeedbackPayload = {
  path: string;
  locale: string;
  apiVersion?: string;
  answer: FeedbackAnswer;
  comment: string;
};

/** A comment as it is sent: trimmed, and cut to the length the form allows. */
const cleanComment = (comment: string) => comment.trim().slice(0, FEEDBACK_COMMENT_MAX_LENGTH);

export function feedbackPayload(page: FeedbackPage, answer: FeedbackAnswer, comment: string): FeedbackPayload {
  return {
    path: page.path,
    locale: page.locale,
    ...(page.apiVersion !== undefined && {apiVersion: page.apiVersion}),
    answer,
    comment: cleanComment(comment),
  };
}

export type BeaconSender = (url: string, data: string) => boolean;

/**
 * Queues the answer with `navigator.sendBeacon`, which delivers it even when
 * the reader leaves the page at once. The body is the JSON text, sent as
 * `text/plain`: a type a cross-origin endpoint takes without a CORS preflight,
 * which a beacon cannot wait for. Returns whether the browser took it.
 */
export function sendFeedback(endpoint: string, payload: FeedbackPayload, send: BeaconSender | undefined): boolean {
  if (!send) return false;
  try {
    return send(endpoint, JSON.stringify(payload));
  } catch {
    return false;
  }
}

/** The words of a prefilled issue, in the page's language. */
export type IssueWords = {
  /** The issue's title, the page's title already in it. */
  title: string;
  page: string;
  locale: string;
  apiVersion: string;
  comment: string;
};

/** The issue body: the page, its locale and API version, then the reader's comment if any. */
export function issueBody(page: FeedbackPage, comment: string, words: IssueWords): string {
  const lines = [`${words.page}${page.url}`, `${words.locale}${page.locale}`];
  if (page.apiVersion !== undefined) lines.push(`${words.apiVersion}${page.apiVersion}`);
  const text = cleanComment(comment);
  return [lines.join('\n'), ...(text ? [`${words.comment}\n${text}`] : [])].join('\n\n');
}

/** GitHub's form for a new issue, prefilled through its `title` and `body` query parameters. */
export function issueUrl(repositoryUrl: string, title: string, body: string): string {
  const url = new URL(`${repositoryUrl.replace(/\/+$/, '')}/issues/new`);
  url.searchParams.set('title', title);
  url.searchParams.set('body', body);
  return url.href;
}

/**
 * The visit's storage, or none. The storage guard (src/guards/storage.ts)
 * has already put one kept in memory where the browser denies it; reading can
 * still throw where the guard could not replace it.
 */
export function visitStorage(win: Pick<Window, 'sessionStorage'> | undefined): Storage | undefined {
  try {
    return win?.sessionStorage;
  } catch {
    return undefined;
  }
}

const storageKey = (path: string) => `${FEEDBACK_STORAGE_PREFIX}${path}`;

/** The answer given on this page earlier in the visit, if any. */
export function rememberedAnswer(storage: Pick<Storage, 'getItem'> | undefined, path: string): FeedbackAnswer | undefined {
  try {
    const value = storage?.getItem(storageKey(path));
    return value === 'yes' || value === 'no' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the answer for the visit; a storage that refuses (full) only means the question comes back on reload. */
export function rememberAnswer(storage: Pick<Storage, 'setItem'> | undefined, path: string, answer: FeedbackAnswer): void {
  try {
    storage?.setItem(storageKey(path), answer);
  } catch {
    // Quota exceeded: the answer is still shown as given until the page changes.
  }
}
