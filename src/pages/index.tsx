import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HomeHero, HomeSections} from '@site/src/components/home';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import {SOCIAL_CARD_LABELS} from '@site/src/config/socialCards';
import type {Locale} from '@site/src/config/i18n';

export default function Home(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: '收單與 B2B 跨境供應商付款文件'})}
      description={translate({
        id: 'home.meta.description',
        message: 'Ferrypay 文件中心：企業、供應商與開發者的使用指南、API 參考、部落格與版本更新說明。',
      })}>
      {/* The home page's card says what the site is (plugins/social-cards). */}
      <SocialCardMeta permalink={siteConfig.baseUrl} title={SOCIAL_CARD_LABELS[i18n.currentLocale as Locale].homeTitle} />
      <HomeHero />
      <main>
        <HomeSections />
      </main>
    </Layout>
  );
}
