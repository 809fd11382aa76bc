import {describe, expect, it} from 'vitest';
import {checkPageFrontMatter} from '../../plugins/api-reference/frontMatter';

/**
 * The hand-written API pages are copied into generated folders before the docs
 * plugin reads them; a front matter mistake must name the page the author edits.
 */
const FILE = 'api/pages/zh-TW/index.mdx';
const page = (frontMatter: string) => `---\n${frontMatter}\n---\n\n本文。\n`;

describe('API page front matter', () => {
  it('accepts what the docs plugin accepts, and returns it', async () => {
    await expect(checkPageFrontMatter(page('title: API 參考\nslug: /\nsidebar_position: 2'), FILE)).resolves.toEqual({
      title: 'API 參考',
      slug: '/',
      sidebar_position: 2,
    });
  });

  it('names the source page when the front matter is not valid YAML', async () => {
    await expect(checkPageFrontMatter(page('title: [API 參考\nslug: /'), FILE)).rejects.toThrow(
      /^api\/pages\/zh-TW\/index\.mdx: the front matter is not valid YAML: /,
    );
  });

  it('names the source page and the field when a value has the wrong type', async () => {
    await expect(checkPageFrontMatter(page('title: API 參考\nsidebar_position: first'), FILE)).rejects.toThrow(
      'api/pages/zh-TW/index.mdx: invalid front matter: "sidebar_position" must be a number',
    );
  });
});
