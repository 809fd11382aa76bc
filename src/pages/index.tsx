import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import {HomeHero, HomeSections} from '@site/src/components/home';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: '收單與 B2B 跨境供應商付款文件'})}
      description={translate({
        id: 'home.meta.description',
        message: 'Ferrypay 文件中心：企業、供應商與開發者的使用指南、API 參考、部落格與版本更新說明。',
      })}>
      <HomeHero />
      <main>
        <HomeSections />
      </main>
    </Layout>
  );
}
