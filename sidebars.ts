import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The guide, in the order a reader learns it: what Ferrypay is, getting
 * started, the screens of each role, statuses and flows, then reference.
 * Category labels are zh-TW; en is in i18n/en/docusaurus-plugin-content-docs/current.json.
 */
const B2B = 'page-introduction/b2b-cross-border-payment';

const under = (dir: string, ids: string[]) => ids.map((id) => `${dir}/${id}`);

const sidebars = {
  guide: [
    'index',
    'understanding-ferrypay/about-ferrypay',
    'getting-started',
    {
      type: 'category',
      label: '功能介紹',
      link: {type: 'doc', id: 'page-introduction/index'},
      items: [
        {
          type: 'category',
          label: 'B2B 跨境供應商付款',
          link: {type: 'doc', id: `${B2B}/index`},
          items: [
            {
              type: 'category',
              label: '企業角色',
              link: {type: 'doc', id: `${B2B}/role-company/index`},
              items: under(`${B2B}/role-company`, [
                'dashboard',
                'company',
                'profile',
                'vendor-information',
                'order',
                'quick-order',
                'review',
                'order-reconciliation',
                'payout',
                'wallet',
                'paylink',
                'billing',
                'developer',
                'setting',
                'company-information',
                'invoice-information',
                'notification-email',
                'rate-setting',
                'user-management',
                'payout-extensions',
                'test-mode-setting',
              ]),
            },
            {
              type: 'category',
              label: '供應商角色',
              link: {type: 'doc', id: `${B2B}/role-vendor/index`},
              items: under(`${B2B}/role-vendor`, [
                'dashboard',
                'vendor-information',
                'review',
                'order',
                'order-reconciliation',
                'request-payout',
                'profile',
                'test-mode-setting',
              ]),
            },
          ],
        },
        {
          type: 'category',
          label: '收單',
          link: {type: 'doc', id: 'page-introduction/acquiring/index'},
          items: under('page-introduction/acquiring', [
            'company',
            'customer',
            'payment-intent',
            'payment-intent-link',
            'payment-intent-refund',
            'payment-intent-dispute',
            'payment-intent-accounting',
            'extensions',
            'test-mode',
          ]),
        },
      ],
    },
    {
      type: 'category',
      label: '了解 Ferrypay',
      link: {type: 'doc', id: 'understanding-ferrypay/index'},
      items: under('understanding-ferrypay', [
        'multiple-role-review-flow',
        'ferrypay-payout-flow',
        'order-status',
        'order-review-status',
        'order-reconciliation-status',
        'payout-status',
        'state-diagram',
        'role-permission',
        'limits-and-timings',
      ]),
    },
    {
      type: 'category',
      label: '使用案例',
      link: {type: 'doc', id: 'use-case/index'},
      items: ['use-case/shopify'],
    },
    {
      type: 'category',
      label: '名詞解釋',
      link: {type: 'doc', id: 'glossary/index'},
      items: under('glossary', [
        'company',
        'vendor',
        'kyc',
        'two-step-verification',
        'payout-method',
        'reconciliation-order',
        'payout-confirmation-order',
        'payout-order',
        'test-mode',
      ]),
    },
    'faq',
    'changelog',
    {
      type: 'category',
      label: '產品團隊筆記',
      link: {type: 'doc', id: 'blog/index'},
      items: ['blog/how-to-develop-ferrypay-uiux', 'blog/qa'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
