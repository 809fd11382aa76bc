import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Translate, {translate} from '@docusaurus/Translate';
import {factById} from '@site/src/config/facts';
import {BodyHint, BodyLabel, HeaderHint, HeaderLabel, ReceivedAtHint, ReceivedAtLabel, SecretHint, SecretLabel} from './labels';
import {resultTexts} from './messages';
import {checkSignature, parseReceivedAt, type CheckResult} from './signature';
import styles from './styles.module.css';

/** The fact is in minutes (src/config/facts.ts). */
const TOLERANCE_SECONDS = Number(factById('webhook.signatureTolerance').value) * 60;

type FieldName = 'secret' | 'header' | 'body';

type Outcome =
  | {kind: 'checking'}
  | {kind: 'missing'; fields: FieldName[]}
  | {kind: 'bad-time'; value: string}
  | {kind: 'no-web-crypto'}
  /** Web Crypto threw: what it said, so that the reader can look it up. */
  | {kind: 'failed'; reason: string}
  | {kind: 'result'; result: CheckResult; usedNow: boolean};

function outcomeTexts(outcome: Outcome): string[] {
  switch (outcome.kind) {
    case 'checking':
      return [
        translate({id: 'webhookSignatureChecker.checking', message: '檢查中…', description: 'Shown while the signature is computed'}),
      ];
    case 'missing':
      return [
        translate({
          id: 'webhookSignatureChecker.missing',
          message: '請填寫簽章密鑰、Ferrypay-Signature 標頭的值與原始請求內容。',
          description: 'The checker was submitted without a secret, header or body',
        }),
      ];
    case 'bad-time':
      return [
        translate(
          {
            id: 'webhookSignatureChecker.badTime',
            message:
              '無法讀取收到的時間「{value}」：請輸入 Unix 時間（例如 1794189602），或含時區的 ISO 8601 時間（例如 2026-11-09T10:00:02+08:00）。',
            description: 'The time of receipt could not be read',
          },
          {value: outcome.value},
        ),
      ];
    case 'no-web-crypto':
      return [
        translate({
          id: 'webhookSignatureChecker.noWebCrypto',
          message: '這個瀏覽器在本頁不提供 Web Crypto（只在 HTTPS 頁面提供），因此無法在這裡檢查簽章。',
          description: 'Web Crypto is unavailable (not a secure context)',
        }),
      ];
    case 'failed':
      return [
        translate(
          {
            id: 'webhookSignatureChecker.failed',
            message: '無法檢查簽章：瀏覽器的 Web Crypto 回報錯誤（{reason}）。請重新整理本頁再試一次，或改用其他瀏覽器。',
            description: "Web Crypto threw while computing the signature; {reason} is the browser's own message",
          },
          {reason: outcome.reason},
        ),
      ];
    case 'result':
      return resultTexts(outcome.result, TOLERANCE_SECONDS, outcome.usedNow);
  }
}

const ALERT_CLASS: Record<CheckResult['verdict'], string> = {
  valid: 'alert--success',
  signature_mismatch: 'alert--danger',
  timestamp_outside_tolerance: 'alert--warning',
  malformed_header: 'alert--danger',
};

/** What was signed and the signature it has, shown when no v1 matches, to compare with the reader's own. */
function MismatchDetails({result}: {result: Extract<CheckResult, {verdict: 'signature_mismatch'}>}): ReactNode {
  const payloadLabel = translate({
    id: 'webhookSignatureChecker.details.signedPayload',
    message: '檢查工具簽署的內容：t、一個句點，再接原始內容',
    description: 'Label of the signed payload shown on a mismatch',
  });
  return (
    <div className={styles.details}>
      <p className={styles.detailsLabel}>{payloadLabel}</p>
      {/* Focusable: a long body scrolls sideways, also from the keyboard. */}
      <pre className={styles.payload} tabIndex={0} aria-label={payloadLabel}>
        {result.signedPayload}
      </pre>
      <p className={styles.detailsLabel}>
        <Translate id="webhookSignatureChecker.details.expectedSignature" description="Label of the v1 computed on a mismatch">
          以這把簽章密鑰計算出的 v1：
        </Translate>{' '}
        <code className={styles.signature}>{result.expectedSignature}</code>
      </p>
    </div>
  );
}

/** A labelled control with its hint below, tied together by ids. */
function Field({id, label, hint, children}: {id: string; label: ReactNode; hint: ReactNode; children: ReactNode}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

/** Where the verdict appears: a status region, announced by screen readers when its text changes. */
function VerdictRegion({outcome}: {outcome: Outcome | undefined}): ReactNode {
  const result = outcome?.kind === 'result' ? outcome.result : undefined;
  return (
    <>
      <div role="status" className={styles.verdict}>
        {outcome && (
          <div className={clsx('alert', result ? ALERT_CLASS[result.verdict] : 'alert--secondary')}>
            {outcomeTexts(outcome).map((text, index) => (
              // Two hints can read the same (two v1 values cut off alike), and the list is rebuilt whole each time.
              <p key={index}>{text}</p>
            ))}
          </div>
        )}
      </div>
      {result?.verdict === 'signature_mismatch' && <MismatchDetails result={result} />}
    </>
  );
}

/** The outcome of what the reader typed: a form mistake, or the check's result. */
async function outcomeOf(fields: Record<FieldName, string>, timeText: string): Promise<Outcome> {
  const missing = (Object.keys(fields) as FieldName[]).filter((name) => fields[name].trim() === '');
  if (missing.length > 0) return {kind: 'missing', fields: missing};
  const received = parseReceivedAt(timeText, Math.floor(Date.now() / 1000));
  if (received === undefined) return {kind: 'bad-time', value: timeText.trim()};
  if (!globalThis.crypto?.subtle) return {kind: 'no-web-crypto'};
  const result = await checkSignature({...fields, receivedAt: received}, {toleranceSeconds: TOLERANCE_SECONDS});
  return {kind: 'result', result, usedNow: timeText.trim() === ''};
}

/**
 * The form. Its fields are uncontrolled (read on submit): React would mirror a
 * controlled input's value into its `value` attribute, and the secret would
 * sit in the page's markup. No field has a `name`, so a submission could put
 * nothing in the URL; the browser is told not to remember any of them.
 */
function CheckerForm(): ReactNode {
  const id = useId();
  const refs = {secret: useRef<HTMLInputElement>(null), header: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null)};
  const receivedAt = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [showSecret, setShowSecret] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const run = ++latest.current;
    setOutcome({kind: 'checking'});
    const fields = {secret: refs.secret.current!.value, header: refs.header.current!.value, body: refs.body.current!.value};
    // Without the catch, a Web Crypto that throws (a browser's policy, an extension) would leave "Checking…" up for good.
    const next = await outcomeOf(fields, receivedAt.current!.value).catch((error: unknown): Outcome => ({
      kind: 'failed',
      reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }));
    if (run === latest.current) setOutcome(next);
  };
  const clear = () => {
    latest.current++;
    for (const field of [refs.secret, refs.header, refs.body, receivedAt]) field.current!.value = '';
    setOutcome(undefined);
    setShowSecret(false);
    refs.secret.current!.focus();
  };
  const control = (name: FieldName | 'received') => ({
    id: `${id}-${name}`,
    autoComplete: 'off',
    spellCheck: false,
    autoCapitalize: 'off',
    'aria-describedby': `${id}-${name}-hint`,
    'aria-invalid':
      (outcome?.kind === 'missing' && outcome.fields.includes(name as FieldName)) ||
      (name === 'received' && outcome?.kind === 'bad-time') ||
      undefined,
  });

  return (
    <form className={styles.checker} onSubmit={submit} noValidate>
      <Field id={`${id}-secret`} label={<SecretLabel />} hint={<SecretHint />}>
        <div className={styles.secretRow}>
          <input ref={refs.secret} type={showSecret ? 'text' : 'password'} className={styles.input} {...control('secret')} />
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-pressed={showSecret}
            onClick={() => setShowSecret((shown) => !shown)}>
            <Translate id="webhookSignatureChecker.secret.show" description="Toggle button that shows the signing secret as plain text">
              顯示簽章密鑰
            </Translate>
          </button>
        </div>
      </Field>
      <Field id={`${id}-header`} label={<HeaderLabel />} hint={<HeaderHint />}>
        <input ref={refs.header} type="text" className={clsx(styles.input, styles.code)} {...control('header')} />
      </Field>
      <Field id={`${id}-body`} label={<BodyLabel />} hint={<BodyHint />}>
        <textarea ref={refs.body} rows={8} className={clsx(styles.input, styles.code)} {...control('body')} />
      </Field>
      <Field id={`${id}-received`} label={<ReceivedAtLabel />} hint={<ReceivedAtHint />}>
        <input ref={receivedAt} type="text" className={clsx(styles.input, styles.code)} {...control('received')} />
      </Field>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          <Translate id="webhookSignatureChecker.check" description="The button that checks the signature">
            檢查簽章
          </Translate>
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          <Translate id="webhookSignatureChecker.clear" description="The button that empties the checker's fields">
            清除
          </Translate>
        </button>
      </div>
      <VerdictRegion outcome={outcome} />
    </form>
  );
}

/**
 * The signature checker of the Webhooks API page: a reader pastes a delivery
 * and learns whether its signature is valid, and if not, why. It works only
 * in the browser, so the prerendered page (and with it the search index and
 * the Markdown twin) carries a sentence saying what it is instead of a form
 * that would do nothing. Only the Webhooks page imports it.
 */
export default function SignatureChecker(): ReactNode {
  return (
    <BrowserOnly
      fallback={
        <p className={styles.fallback}>
          {translate({
            id: 'webhookSignatureChecker.fallback',
            message:
              '簽章檢查工具是在瀏覽器中執行的表單，請在啟用 JavaScript 的瀏覽器中開啟本頁使用。它以 Web Crypto 在您的裝置上計算簽章，不會傳送或儲存任何資料。',
            description: "Stands in for the checker form before JavaScript runs, and in the page's Markdown",
          })}
        </p>
      }>
      {() => <CheckerForm />}
    </BrowserOnly>
  );
}
