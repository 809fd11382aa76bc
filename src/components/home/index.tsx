import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Entry = {to: string; title: ReactNode; body: ReactNode};

const B2B = '/docs/page-introduction/b2b-cross-border-payment';

const products: Entry[] = [
  {
    to: B2B,
    title: <Translate id="home.products.b2b.title">B2B 跨境供應商付款</Translate>,
    body: (
      <Translate id="home.products.b2b.body">
        邀請海外供應商、建立訂單、經多角色審核與對帳確認後，以供應商的幣別撥款到對方的銀行帳戶。
      </Translate>
    ),
  },
  {
    to: '/docs/page-introduction/acquiring/',
    title: <Translate id="home.products.acquiring.title">收單</Translate>,
    body: (
      <Translate id="home.products.acquiring.body">
        以付款意圖與付款連結向顧客收款，支援信用卡與 ATM 轉帳，並處理退款、部分退款與結算。
      </Translate>
    ),
  },
];

const audiences: Entry[] = [
  {
    to: `${B2B}/role-company`,
    title: <Translate id="home.audience.company.title">我是企業使用者</Translate>,
    body: <Translate id="home.audience.company.body">財務與管理人員：管理供應商、建立與審核訂單、對帳、為錢包儲值與執行撥款。</Translate>,
  },
  {
    to: `${B2B}/role-vendor`,
    title: <Translate id="home.audience.vendor.title">我是供應商使用者</Translate>,
    body: <Translate id="home.audience.vendor.body">接受企業邀請、填寫匯款資訊並通過 KYC 身分驗證，確認對帳單後收到撥款。</Translate>,
  },
  {
    to: '/api',
    title: <Translate id="home.audience.developer.title">我是開發者</Translate>,
    body: <Translate id="home.audience.developer.body">以 API 金鑰串接訂單、供應商、付款連結與 Webhook，先在測試模式完成串接。</Translate>,
  },
];

const topics: {to: string; label: ReactNode}[] = [
  {to: '/docs/understanding-ferrypay/order-status', label: <Translate id="home.topics.orderStatus">訂單狀態</Translate>},
  {to: '/docs/understanding-ferrypay/payout-status', label: <Translate id="home.topics.payoutStatus">撥款狀態</Translate>},
  {to: '/docs/understanding-ferrypay/role-permission', label: <Translate id="home.topics.roles">角色與權限</Translate>},
  {to: '/docs/page-introduction/acquiring/payment-intent-refund', label: <Translate id="home.topics.refund">退款與部分退款</Translate>},
  {to: '/docs/faq', label: <Translate id="home.topics.faq">常見問題</Translate>},
  {to: '/release-note', label: <Translate id="home.topics.releaseNote">版本更新說明</Translate>},
];

function Cards({entries}: {entries: Entry[]}): ReactNode {
  return (
    <ul className={styles.cards}>
      {entries.map((entry) => (
        <li key={entry.to} className={styles.card}>
          <Heading as="h3" className={styles.cardTitle}>
            <Link to={entry.to}>{entry.title}</Link>
          </Heading>
          <p>{entry.body}</p>
        </li>
      ))}
    </ul>
  );
}

export function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          <Translate id="home.hero.title">Ferrypay 文件中心</Translate>
        </Heading>
        <p className={styles.heroLead}>
          <Translate id="home.hero.lead">
            Ferrypay 讓台灣企業向顧客收款，並把款項準時付給海外供應商。這裡有企業、供應商與開發者需要的每一步說明。
          </Translate>
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/docs/getting-started">
            <Translate id="home.hero.start">快速開始</Translate>
          </Link>
          <Link className="button button--outline button--primary button--lg" to="/api">
            <Translate id="home.hero.api">API 參考</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

/**
 * The section headings are plain strings (translate(), not <Translate>): each
 * one also names its section (aria-label). The heading's anchor link is named
 * after its text by the Heading eject (src/theme/Heading), whatever it holds.
 */
export function HomeSections(): ReactNode {
  // Each section is named by its heading's words: aria-labelledby would add the heading's anchor link to the name.
  const headings = {
    products: translate({id: 'home.products.heading', message: '兩項產品'}),
    audience: translate({id: 'home.audience.heading', message: '從您的角色開始'}),
    topics: translate({id: 'home.topics.heading', message: '常用主題'}),
  };
  return (
    <div className="container">
      <section className={styles.section} aria-label={headings.products}>
        <Heading as="h2" id="home-products">
          {headings.products}
        </Heading>
        <Cards entries={products} />
      </section>
      <section className={styles.section} aria-label={headings.audience}>
        <Heading as="h2" id="home-audience">
          {headings.audience}
        </Heading>
        <Cards entries={audiences} />
      </section>
      <section className={styles.section} aria-label={headings.topics}>
        <Heading as="h2" id="home-topics">
          {headings.topics}
        </Heading>
        <ul className={styles.topics}>
          {topics.map((topic) => (
            <li key={topic.to}>
              <Link to={topic.to}>{topic.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
