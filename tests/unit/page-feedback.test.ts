import {describe, expect, it, vi} from 'vitest';
import {
  feedbackPayload,
  issueBody,
  issueUrl,
  rememberAnswer,
  rememberedAnswer,
  sendFeedback,
  visitStorage,
  type FeedbackPage,
  type IssueWords,
} from '../../src/components/PageFeedback/feedback';
import {NEAR_MARGIN, whenNear, type NearEnvironment} from '../../src/components/PageFeedback/whenNear';
import {FEEDBACK_COMMENT_MAX_LENGTH} from '../../src/config/feedback';
import {MemoryStorage} from '../../src/guards/storage';

const guidePage: FeedbackPage = {
  path: '/en/docs/faq',
  url: 'https://docs.ferrypay.example/en/docs/faq',
  title: 'FAQ',
  locale: 'en',
};
const apiPage: FeedbackPage = {
  path: '/api/create-an-order',
  url: 'https://docs.ferrypay.example/api/create-an-order',
  title: '建立訂單',
  locale: 'zh-TW',
  apiVersion: '2026-06-01',
};
const WORDS: IssueWords = {
  title: 'Page feedback: FAQ',
  page: 'Page: ',
  locale: 'Locale: ',
  apiVersion: 'API version: ',
  comment: "The reader's comment:",
};

describe('what an answer sends to FEEDBACK_ENDPOINT', () => {
  it('is the path, locale, API version where there is one, the answer and the trimmed comment: nothing about the reader', () => {
    expect(feedbackPayload(apiPage, 'no', '  The 409 example is missing.\n')).toEqual({
      path: '/api/create-an-order',
      locale: 'zh-TW',
      apiVersion: '2026-06-01',
      answer: 'no',
      comment: 'The 409 example is missing.',
    });
    expect(feedbackPayload(guidePage, 'yes', '')).toEqual({path: '/en/docs/faq', locale: 'en', answer: 'yes', comment: ''});
  });

  it('cuts a comment to the length the form allows', () => {
    expect(feedbackPayload(guidePage, 'no', 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 5)).comment).toHaveLength(FEEDBACK_COMMENT_MAX_LENGTH);
  });

  it('goes out as one beacon whose body is the JSON text, and says whether the browser took it', () => {
    const send = vi.fn(() => true);
    const payload = feedbackPayload(guidePage, 'yes', 'Clear.');
    expect(sendFeedback('https://f.example/in', payload, send)).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith('https://f.example/in', JSON.stringify(payload));
    expect(sendFeedback('https://f.example/in', payload, () => false)).toBe(false);
  });

  it('fails without throwing when the browser has no beacons or refuses one', () => {
    const payload = feedbackPayload(guidePage, 'yes', '');
    expect(sendFeedback('https://f.example/in', payload, undefined)).toBe(false);
    const refuse = () => {
      throw new TypeError('Beacons are disabled');
    };
    expect(sendFeedback('https://f.example/in', payload, refuse)).toBe(false);
  });
});

describe('the GitHub issue a "No" prefills without an endpoint', () => {
  it("names the page's URL, its locale and API version, then the reader's comment", () => {
    expect(issueBody(apiPage, ' 缺少 409 的範例 ', WORDS)).toBe(
      "Page: https://docs.ferrypay.example/api/create-an-order\nLocale: zh-TW\nAPI version: 2026-06-01\n\nThe reader's comment:\n缺少 409 的範例",
    );
    expect(issueBody(guidePage, '', WORDS)).toBe('Page: https://docs.ferrypay.example/en/docs/faq\nLocale: en');
  });

  it("opens GitHub's new-issue form of the repository, title and body in its query", () => {
    const href = issueUrl(
      'https://github.com/ferrypay/ferrypay-docs/',
      'Page feedback: FAQ',
      'Page: https://x.example/a?b=1&c\nLocale: en',
    );
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://github.com/ferrypay/ferrypay-docs/issues/new');
    expect([...url.searchParams]).toEqual([
      ['title', 'Page feedback: FAQ'],
      ['body', 'Page: https://x.example/a?b=1&c\nLocale: en'],
    ]);
  });
});

describe('one answer per page per visit', () => {
  it('is remembered by page path, and another page asks again', () => {
    const storage = new MemoryStorage();
    expect(rememberedAnswer(storage, guidePage.path)).toBeUndefined();
    rememberAnswer(storage, guidePage.path, 'no');
    expect(rememberedAnswer(storage, guidePage.path)).toBe('no');
    expect(rememberedAnswer(storage, apiPage.path)).toBeUndefined();
  });

  it('ignores a value it did not write', () => {
    const storage = new MemoryStorage();
    storage.setItem('ferrypay.page-feedback:/en/docs/faq', 'maybe');
    expect(rememberedAnswer(storage, guidePage.path)).toBeUndefined();
  });

  it('costs nothing but the memory when storage throws or is missing', () => {
    const deny = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const broken = {getItem: deny, setItem: deny};
    expect(() => rememberAnswer(broken, guidePage.path, 'yes')).not.toThrow();
    expect(rememberedAnswer(broken, guidePage.path)).toBeUndefined();
    expect(rememberedAnswer(undefined, guidePage.path)).toBeUndefined();
    const win = Object.defineProperty({}, 'sessionStorage', {get: deny}) as Window;
    expect(visitStorage(win)).toBeUndefined();
  });
});

/** A fake browser: idle callbacks and intersection observers that the test runs by hand. */
function fakeEnvironment(withObserver = true) {
  const idle: (() => void)[] = [];
  const observers: {callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean}[] = [];
  const env: NearEnvironment = {
    requestIdleCallback: (callback) => idle.push(callback),
    cancelIdleCallback: (handle) => {
      idle[handle - 1] = () => {};
    },
    setTimeout: () => 0,
    clearTimeout: () => {},
    IntersectionObserver: withObserver
      ? class {
          readonly record;
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            this.record = {callback, options, disconnected: false};
            observers.push(this.record);
          }
          observe() {}
          disconnect() {
            this.record.disconnected = true;
          }
        }
      : undefined,
  };
  const intersect = (isIntersecting: boolean) =>
    observers.at(-1)!.callback([{isIntersecting} as IntersectionObserverEntry], {} as IntersectionObserver);
  return {env, idle, observers, intersect};
}

describe("when the widget's code loads", () => {
  const place = {} as Element;

  it('not before the page is idle, then once its place comes near the viewport', () => {
    const {env, idle, observers, intersect} = fakeEnvironment();
    const onNear = vi.fn();
    whenNear(place, onNear, env);
    expect(observers).toHaveLength(0);
    idle.forEach((run) => run());
    expect(observers[0]!.options).toEqual({rootMargin: NEAR_MARGIN});
    intersect(false);
    expect(onNear).not.toHaveBeenCalled();
    intersect(true);
    intersect(true);
    expect(onNear).toHaveBeenCalledOnce();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('once idle where the browser has no IntersectionObserver', () => {
    const {env, idle} = fakeEnvironment(false);
    const onNear = vi.fn();
    whenNear(place, onNear, env);
    expect(onNear).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(onNear).toHaveBeenCalledOnce();
  });

  it('never, once the page is left before then', () => {
    const {env, idle} = fakeEnvironment();
    const onNear = vi.fn();
    const stop = whenNear(place, onNear, {...env, IntersectionObserver: undefined});
    stop();
    idle.forEach((run) => run());
    expect(onNear).not.toHaveBeenCalled();
  });
});
