/**
 * Product facts used across the site. One source for each: pages, config and
 * components import from here instead of repeating a name or a URL.
 */
export const product = {
  name: 'Ferrypay',
  slug: 'ferrypay',
  websiteUrl: 'https://ferrypay.example/',
  developerCentreUrl: 'https://developers.ferrypay.example/',
  apiTechnicalDocsUrl: 'https://api-docs.ferrypay.example/',
  apiBaseUrl: 'https://api.ferrypay.example',
  /** Where the site's sources live; "Edit this page" links point here. */
  repositoryUrl: 'https://github.com/ferrypay/ferrypay-docs',
  defaultBranch: 'main',
  /**
   * AI assistants a page can be opened in ("Copy page", src/components/CopyPage):
   * each starts a new conversation with the prompt in its `q` query parameter.
   */
  assistants: {
    chatgpt: {name: 'ChatGPT', url: 'https://chatgpt.com/'},
    claude: {name: 'Claude', url: 'https://claude.ai/new'},
  },
} as const;

/** The edit link base: Docusaurus appends the file path relative to the site. */
export const editUrl = `${product.repositoryUrl}/edit/${product.defaultBranch}/`;
