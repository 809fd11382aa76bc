import type {ThemeConfig} from '@docusaurus/preset-classic';
import {product} from './product';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/**
 * The navbar's items, in their fixed order (tests/e2e/navbar.spec.ts holds the
 * order and the destinations). Labels are the zh-TW source strings; the en
 * translations live in i18n/en/docusaurus-theme-classic/navbar.json.
 */
export const navbar = {
  title: product.name,
  hideOnScroll: true,
  logo: {
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'doc', docId: 'getting-started', label: '快速開始', position: 'left'},
    {
      type: 'dropdown',
      label: '功能介紹',
      to: '/docs/page-introduction',
      position: 'left',
      items: [
        {label: '收單', to: '/docs/page-introduction/acquiring/'},
        {label: 'B2B 跨境供應商付款', to: '/docs/page-introduction/b2b-cross-border-payment'},
      ],
    },
    {label: 'Ferrypay 官網', href: product.websiteUrl, position: 'left'},
    {label: '部落格', to: '/docs/blog', position: 'left'},
    {label: '開發者中心', href: product.developerCentreUrl, position: 'left'},
    {type: 'search', position: 'right'},
    {
      type: 'dropdown',
      label: '資源',
      position: 'right',
      items: [
        {label: 'API 技術文件', href: product.apiTechnicalDocsUrl},
        {label: '常見問題', to: '/docs/faq/'},
        {label: '更新紀錄', to: '/docs/changelog'},
      ],
    },
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies Navbar;
