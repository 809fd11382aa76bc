import type {ThemeConfig} from '@docusaurus/preset-classic';
import {product} from './product';

type Footer = NonNullable<ThemeConfig['footer']>;

/** Labels are zh-TW source strings; en lives in i18n/en/docusaurus-theme-classic/footer.json. */
export const footer = {
  style: 'dark',
  links: [
    {
      title: '使用指南',
      items: [
        {label: '快速開始', to: '/docs/getting-started'},
        {label: '功能介紹', to: '/docs/page-introduction'},
        {label: '了解 Ferrypay', to: '/docs/understanding-ferrypay'},
        {label: '名詞解釋', to: '/docs/glossary'},
        {label: '使用案例', to: '/docs/use-case'},
      ],
    },
    {
      title: '開發者',
      items: [
        {label: 'API 參考', to: '/api'},
        {label: '開發者中心', href: product.developerCentreUrl},
        {label: 'API 技術文件', href: product.apiTechnicalDocsUrl},
      ],
    },
    {
      title: '資源',
      items: [
        {label: '常見問題', to: '/docs/faq'},
        {label: '更新紀錄', to: '/docs/changelog'},
        {label: 'Release Note', to: '/release-note'},
        {label: '歷年 Release Note', to: '/release-note/archive'},
        {label: '部落格', to: '/blog'},
        {label: '部落格歷史文章', to: '/blog/archive'},
      ],
    },
    {
      title: '關於',
      items: [
        {label: 'Ferrypay 官網', href: product.websiteUrl},
        {label: '關於 Ferrypay', to: '/docs/understanding-ferrypay/about-ferrypay'},
        {label: '關於本文件', to: '/markdown-page'},
      ],
    },
  ],
  // No year: the en translation file would freeze it while zh-TW moved on.
  // The content's licence; the code's is the repository's LICENSE (README, "Licence").
  copyright: `Copyright © ${product.name}。本網站的文件、文章與圖片以 CC BY 4.0 授權釋出。`,
} satisfies Footer;
