import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';

import {API_VERSIONS, type ApiVersion} from '../../src/config/apiReference';
import {diffPageSlug, renderDiffPage} from '../../plugins/api-reference/diffPage';
import {LABELS} from '../../plugins/api-reference/labels';
import type {OpenApiDocument} from '../../plugins/api-reference/openapi';
import {groupByTag, readOperations} from '../../plugins/api-reference/operations';
import {diffVersions} from '../../plugins/api-reference/versionDiff';

/** The page of the changes between the two fixture versions (tests/fixtures/api-diff), in both locales. */
const FIXTURES = path.join(import.meta.dirname, '../fixtures/api-diff');
const fixture = (name: string) => parseYaml(readFileSync(path.join(FIXTURES, `${name}.yaml`), 'utf8')) as OpenApiDocument;

describe('the page of the changes', () => {
  const versions = {
    older: {...API_VERSIONS[2], name: '2030-01-01', label: '2030-01-01'},
    newer: {...API_VERSIONS[1], name: '2031-01-01', label: '2031-01-01'},
  } as {
    older: ApiVersion;
    newer: ApiVersion;
  };
  const [before, after] = [fixture('before'), fixture('after')];
  const input = {
    ...versions,
    changes: diffVersions(before, after),
    olderTags: groupByTag(before, readOperations(before, 'before.yaml')),
    newerTags: groupByTag(after, readOperations(after, 'after.yaml')),
  };
  const page = (locale: 'zh-TW' | 'en') =>
    renderDiffPage(input, {labels: LABELS[locale], t: (text) => (locale === 'en' ? text : `譯:${text}`)});

  it('lives under /changes in the newer version, named for both versions', () => {
    expect(diffPageSlug(versions)).toBe('/changes/2030-01-01-to-2031-01-01');
    expect(page('en')).toContain('slug: "/changes/2030-01-01-to-2031-01-01"');
  });

  it.each([
    [
      'zh-TW',
      [
        '| 譯:Create a widget | [請求內容](create-a-widget.mdx#request-body) | `currency` | 改為必填 | **是** |',
        '| 譯:Retrieve a widget | [回應 200](retrieve-a-widget.mdx#response-200) | `nickname` | 移除欄位 | **是** |',
        '| 譯:Retrieve a widget | [回應 200](retrieve-a-widget.mdx#response-200) | `status` | 新增可能的值：`archived` | 否 |',
        '| 譯:Retrieve a widget | [回應 200](retrieve-a-widget.mdx#response-200) | `fee` | 型別由 `number` 改為 `string` | **是** |',
      ],
    ],
    [
      'en',
      [
        '| Create a widget | [Request body](create-a-widget.mdx#request-body) | `currency` | Now required | **Yes** |',
        '| Retrieve a widget | [Response 200](retrieve-a-widget.mdx#response-200) | `nickname` | Field removed | **Yes** |',
        '| Retrieve a widget | [Response 200](retrieve-a-widget.mdx#response-200) | `status` | New values: `archived` | No |',
        '| Retrieve a widget | [Response 200](retrieve-a-widget.mdx#response-200) | `fee` | Type changed from `number` to `string` | **Yes** |',
      ],
    ],
  ] as const)(
    'has a row per change in %s, with the operation, the section it links, the field, the change and the breaking flag',
    (locale, rows) => {
      const source = page(locale);
      for (const line of rows) expect(source).toContain(line);
      expect(source.split('\n').filter((line) => / \| \[[^\]]+\]\([a-z-]+\.mdx#/.test(line))).toHaveLength(rows.length);
    },
  );

  it.each(['zh-TW', 'en'] as const)('sums up the changes and links the narrative and the versioning policy (%s)', (locale) => {
    const source = page(locale);
    const [breaking, other] =
      locale === 'en' ? ['| Breaking changes | 3 |', '| Non-breaking changes | 1 |'] : ['| 破壞性變更 | 3 |', '| 非破壞性變更 | 1 |'];
    expect(source).toContain(breaking);
    expect(source).toContain(other);
    expect(source).toContain('(changes-between-versions.mdx#2031-01-01)');
    expect(source).toContain('(index.mdx#versioning)');
  });

  it("puts a change to every operation's error object first, linking the landing page's errors", () => {
    const shared = {
      method: 'GET',
      path: '/v1/widgets/{widget_id}',
      area: 'error-response',
      statuses: ['400', '404'],
      name: 'error.request_id',
      kind: 'field-added',
      required: true,
      breaking: false,
      everyOperation: true,
    } as const;
    const source = renderDiffPage(
      {...input, changes: [...input.changes, {...shared, statuses: [...shared.statuses]}]},
      {labels: LABELS['zh-TW'], t: (text) => text},
    );
    const every = source.indexOf('## 所有操作 {#changes-every-operation}');
    expect(every).toBeGreaterThan(0);
    expect(every).toBeLessThan(source.indexOf('## Widgets'));
    expect(source).toContain('| 所有操作 | [錯誤物件](index.mdx#errors) | `error.request_id` | 新增欄位，一律傳回 | 否 |');
    expect(source).toContain('2 個操作中有 2 個有變更。');
  });

  it('takes resource names through the catalogue, so the zh-TW page has no English headings', () => {
    expect(page('zh-TW')).toContain('## 譯:Widgets {#changes-widgets}');
  });
});
