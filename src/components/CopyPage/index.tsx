import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import {twinPathOf} from '@site/src/config/markdownTwins';
import {copyTwin} from './copyTwin';
import styles from './styles.module.css';

/** How long the confirmation stays on screen. */
const CONFIRMATION_MS = 4000;

type Status = 'idle' | 'copied' | 'failed';

/**
 * "Copy page" and "View as Markdown" beside the title of a page that has a
 * Markdown twin (plugins/markdown-twins), and the twin's
 * `<link rel="alternate" type="text/markdown">` in the page head. The link is
 * plain HTML, so it works without JavaScript; the copy button fetches the twin
 * when pressed and says what happened in a status message that screen readers
 * announce.
 */
export default function CopyPage({permalink}: {permalink: string}): ReactNode {
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
