import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {twinPathOf} from '@site/src/config/markdownTwins';
import {product} from '@site/src/config/product';
import {ASSISTANTS, assistantHref} from './assistantLinks';
import {copyTwin} from './copyTwin';
import styles from './styles.module.css';

/** How long the confirmation stays on screen. */
const CONFIRMATION_MS = 4000;

type Status = 'idle' | 'copied' | 'failed';

/**
 * "Open in ChatGPT" and "Open in Claude": each starts a conversation whose
 * prompt, in the page's language, points the assistant at the twin's absolute
 * URL. Plain links that open a new tab, like every external link.
 */
function AssistantLinks({twinUrl}: {twinUrl: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const prompt = translate(
    {
      id: 'markdownTwin.assistantPrompt',
      message: '請閱讀 {site} 的這一頁文件：{url}，並回答我接下來關於它的問題。',
      description: "The first message of a conversation opened in an AI assistant; {url} is the page's Markdown version",
    },
    {site: siteConfig.title, url: twinUrl},
  );
  return ASSISTANTS.map((assistant) => (
    <Link key={assistant} className="button button--sm button--link" href={assistantHref(assistant, prompt)}>
      {translate(
        {
          id: 'markdownTwin.openInAssistant',
          message: '在 {assistant} 中開啟',
          description: 'The link beside a page title that opens the page in an AI assistant (ChatGPT, Claude)',
        },
        {assistant: product.assistants[assistant].name},
      )}
      <IconExternalLink />
    </Link>
  ));
}

/**
 * "Copy page", "View as Markdown" and the assistant links above the title of
 * a page that has a Markdown twin (plugins/markdown-twins), and the twin's
 * `<link rel="alternate" type="text/markdown">` in the page head. The links
 * are plain HTML, so they work without JavaScript; the copy button fetches the
 * twin when pressed and says what happened in a status message that screen
 * readers announce.
 */
export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const twin = twinPathOf(permalink);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await copyTwin(twin);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    timer.current = setTimeout(() => setStatus('idle'), CONFIRMATION_MS);
  };

  return (
    <div className={styles.copyPage}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <button type="button" className="button button--sm button--outline button--secondary" onClick={copy}>
        <Translate id="markdownTwin.copyPage" description="The button beside a page title that copies the page as Markdown">
          複製頁面
        </Translate>
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- the twin is a static .md file, not a route of the client router */}
      <a className="button button--sm button--link" href={twin} type="text/markdown">
        <Translate id="markdownTwin.viewAsMarkdown" description="The link beside a page title that opens the page's Markdown version">
          以 Markdown 檢視
        </Translate>
      </a>
      <AssistantLinks twinUrl={`${siteConfig.url}${twin}`} />
      <span role="status" className={styles.status}>
        {status === 'copied'
          ? translate({
              id: 'markdownTwin.copied',
              message: '已將本頁的 Markdown 複製到剪貼簿',
              description: 'Shown and announced after the page was copied as Markdown',
            })
          : status === 'failed'
            ? translate({
                id: 'markdownTwin.copyFailed',
                message: '無法複製，請改用「以 Markdown 檢視」',
                description: 'Shown and announced when copying the page failed',
              })
            : ''}
      </span>
    </div>
  );
}
