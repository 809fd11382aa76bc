import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {prerenderedSamples} from '@ferrypay/prerendered-api-samples';
import {API_SAMPLE_GROUP, API_SAMPLE_LANGUAGES, apiSampleFilePath} from '@site/src/config/apiSamples';
import {loadGrammar, loadSampleFile, whenShown} from './load';
import styles from './styles.module.css';

type Props = {
  apiVersion: string;
  /** The operation's page slug, which names its sample file. */
  operation: string;
};

type SampleProps = {fileUrl: string; language: (typeof API_SAMPLE_LANGUAGES)[number]; prerendered: string | undefined};

/**
 * One sample. The server renders it as the theme's code block. In the
 * browser, hydration keeps that markup without React owning it (the element's
 * inner HTML, never compared), so its code is in no JavaScript; when the
 * sample is about to be seen, its code comes from the page's sample file and
 * the theme's code block takes its place, with its copy and wrap buttons. A
 * page the browser did not load as HTML gets its samples the same way.
 */
function Sample({fileUrl, language, prerendered}: SampleProps): ReactNode {
  const [code, setCode] = useState<string>();
  const [failed, setFailed] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return undefined;
    let mounted = true;
    const stop = whenShown(element, () => {
      Promise.all([loadSampleFile(fileUrl), loadGrammar(language.codeLanguage)]).then(
        ([samples]) => mounted && setCode(samples[language.id]),
        // With its prerendered code still there, the sample only lacks its buttons.
        () => mounted && setFailed(element.childElementCount === 0),
      );
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [fileUrl, language]);
  const shown = prerendered ?? code;
  if (shown !== undefined) {
    return (
      <div className={styles.sample}>
        <CodeBlock language={language.codeLanguage}>{shown}</CodeBlock>
      </div>
    );
  }
  return (
    <>
      <div ref={placeholder} className={styles.sample} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      {failed && (
        <p className={styles.failed}>
          <Translate id="api.samples.loadFailed" description="Shown where a request sample could not be loaded">
            這個範例無法載入，請重新整理頁面。
          </Translate>
        </p>
      )}
    </>
  );
}

/**
 * An operation's request samples, one tab per language, in the tab group whose
 * choice the theme keeps from page to page and visit to visit.
 */
export default function ApiSamples({apiVersion, operation}: Props): ReactNode {
  const fileUrl = useBaseUrl(`/${apiSampleFilePath(apiVersion, operation)}`);
  const prerendered = prerenderedSamples(apiVersion, operation);
  return (
    <Tabs groupId={API_SAMPLE_GROUP}>
      {API_SAMPLE_LANGUAGES.map((language) => (
        <TabItem key={language.id} value={language.id} label={language.label}>
          <Sample fileUrl={fileUrl} language={language} prerendered={prerendered?.[language.id]} />
        </TabItem>
      ))}
    </Tabs>
  );
}
