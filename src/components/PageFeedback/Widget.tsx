import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_ENDPOINT_FIELD} from '@site/src/config/feedback';
import {product} from '@site/src/config/product';
import {
  feedbackPayload,
  issueBody,
  issueUrl,
  rememberAnswer,
  rememberedAnswer,
  sendFeedback,
  visitStorage,
  type FeedbackAnswer,
  type FeedbackPage,
} from './feedback';
import styles from './styles.module.css';

const storage = () => visitStorage(typeof window === 'undefined' ? undefined : window);
const beacon = () => (typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined);

/** The reader's comment, in a form with "Send" when answers go to the endpoint. */
function CommentBox({id, label, value, onChange}: {id: string; label: string; value: string; onChange: (value: string) => void}) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.comment}
        rows={3}
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** A "No" without an endpoint: the comment goes into a new issue of the site's repository, which the reader files. */
function IssueForm({page, onFiled}: {page: FeedbackPage; onFiled: () => void}) {
  const [comment, setComment] = useState('');
  const words = {
    title: translate(
      {id: 'pageFeedback.issue.title', message: '頁面回饋：{title}', description: 'The title of a GitHub issue prefilled from a page'},
      {title: page.title},
    ),
    page: translate({id: 'pageFeedback.issue.page', message: '頁面：', description: "Starts the prefilled issue's line with the page URL"}),
    locale: translate({
      id: 'pageFeedback.issue.locale',
      message: '語言：',
      description: "Starts the prefilled issue's line with the locale",
    }),
    apiVersion: translate({
      id: 'pageFeedback.issue.apiVersion',
      message: 'API 版本：',
      description: "Starts the prefilled issue's line with the API version",
    }),
    comment: translate({
      id: 'pageFeedback.issue.comment',
      message: '讀者的意見：',
      description: "Heads the reader's comment in a prefilled issue",
    }),
  };
  return (
    <div className={styles.more}>
      <CommentBox
        id={useId()}
        label={translate({
          id: 'pageFeedback.issueCommentLabel',
          message: '哪裡不清楚或有錯誤？（選填，會填入 GitHub 的問題回報）',
          description: 'Labels the comment box after "No" when the comment goes into a GitHub issue',
        })}
        value={comment}
        onChange={setComment}
      />
      <Link
        className="button button--sm button--primary"
        href={issueUrl(product.repositoryUrl, words.title, issueBody(page, comment, words))}
        onClick={onFiled}>
        <Translate id="pageFeedback.reportOnGitHub" description="The link that opens a prefilled GitHub issue about the page">
          在 GitHub 回報問題
        </Translate>
        <IconExternalLink />
      </Link>
    </div>
  );
}

/** Answers go to FEEDBACK_ENDPOINT: the comment, then "Send". */
function EndpointForm(props: {endpoint: string; page: FeedbackPage; answer: FeedbackAnswer; onSent: () => void}) {
  const {endpoint, page, answer, onSent} = props;
  const [comment, setComment] = useState('');
  const [failed, setFailed] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sendFeedback(endpoint, feedbackPayload(page, answer, comment), beacon())) onSent();
    else setFailed(true);
  };
  return (
    <form className={styles.more} onSubmit={submit}>
      <CommentBox
        id={useId()}
        label={translate({
          id: 'pageFeedback.commentLabel',
          message: '還有什麼想告訴我們的嗎？（選填）',
          description: 'Labels the optional comment box after an answer',
        })}
        value={comment}
        onChange={setComment}
      />
      <p className={styles.note}>
        <Translate id="pageFeedback.privacy" description="Says what an answer sends, under the comment box">
          我們只會收到這一頁的網址、語言與您的回答和意見，不含任何可以識別您的資訊。
        </Translate>
      </p>
      <button type="submit" className="button button--sm button--primary">
        <Translate id="pageFeedback.send" description="Sends the answer and the comment">
          送出
        </Translate>
      </button>
      {failed && (
        <p role="alert" className={styles.note}>
          <Translate id="pageFeedback.sendFailed" description="Shown when the browser would not send the answer">
            無法送出您的回饋，請稍後再試。
          </Translate>
        </p>
      )}
    </form>
  );
}

/**
 * "Was this page helpful?": Yes or No, then an optional comment, then one line
 * of thanks in a status message. One answer per page per visit, remembered in
 * sessionStorage. Loaded after the page is idle (./index.tsx).
 */
export default function Widget({page}: {page: FeedbackPage}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const endpoint = (siteConfig.customFields?.[FEEDBACK_ENDPOINT_FIELD] as string | null | undefined) ?? null;
  const [answered, setAnswered] = useState(() => rememberedAnswer(storage(), page.path));
  const [choice, setChoice] = useState<FeedbackAnswer>();
  const questionId = useId();

  const finish = (answer: FeedbackAnswer) => {
    rememberAnswer(storage(), page.path, answer);
    setAnswered(answer);
  };
  const choose = (answer: FeedbackAnswer) => {
    // Without an endpoint a "Yes" has nowhere to go: the thanks come at once.
    if (!endpoint && answer === 'yes') finish(answer);
    else setChoice(answer);
  };
  const option = (answer: FeedbackAnswer, label: ReactNode) => (
    <button
      type="button"
      aria-pressed={choice === answer}
      // The chosen answer stays visibly pressed while the reader adds a comment.
      className={clsx('button button--sm', choice === answer ? 'button--primary' : 'button--outline button--secondary')}
      onClick={() => choose(answer)}>
      {label}
    </button>
  );

  return (
    <div role="group" aria-labelledby={questionId} className={styles.feedback}>
      <p id={questionId} className={styles.question}>
        <Translate id="pageFeedback.question" description="The question at the end of every page">
          這一頁對您有幫助嗎？
        </Translate>
      </p>
      {!answered && (
        <div className={styles.answers}>
          {option(
            'yes',
            <Translate id="pageFeedback.yes" description="Answers that the page helped">
              有幫助
            </Translate>,
          )}
          {option(
            'no',
            <Translate id="pageFeedback.no" description="Answers that the page did not help">
              沒有幫助
            </Translate>,
          )}
        </div>
      )}
      {!answered && choice && endpoint && <EndpointForm endpoint={endpoint} page={page} answer={choice} onSent={() => finish(choice)} />}
      {!answered && choice === 'no' && !endpoint && <IssueForm page={page} onFiled={() => finish('no')} />}
      <p role="status" className={styles.thanks}>
        {answered
          ? translate({id: 'pageFeedback.thanks', message: '感謝您的回饋！', description: 'One line of thanks after an answer'})
          : ''}
      </p>
    </div>
  );
}
