import {readFileSync} from 'node:fs';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import {readErrorCatalogue} from '../../plugins/api-reference/errorCodes';
import type {OpenApiDocument} from '../../plugins/api-reference/openapi';
import {contentFiles, linesOf, searchableText, type ContentFile} from '../support/contentSources';
import {rootFileOf, VERSION_NAMES} from '../support/apiDocuments';

/**
 * Pages, posts and the OpenAPI text name an error by its status and code
 * ("fails with `409` and `idempotency_key_reused`", 「回應 `409` 與
 * `idempotency_key_reused`」). Each code is declared once, with its status,
 * in the documents' error catalogue (the error codes page); a mention
 * elsewhere must name a code that exists, with the catalogue's status.
 */

/** The catalogue's status of each code, in every version (a code keeps its status across versions). */
function catalogueStatuses(): Map<string, Set<string>> {
  const statuses = new Map<string, Set<string>>();
  for (const name of VERSION_NAMES) {
    const file = rootFileOf(name);
    const doc = parseYaml(readFileSync(file, 'utf8')) as OpenApiDocument;
    for (const entry of readErrorCatalogue(doc, file)) {
      statuses.set(entry.code, (statuses.get(entry.code) ?? new Set()).add(entry.status));
    }
  }
  return statuses;
}

/**
 * A status and a code that a verb ties together as one answer: "fails with
 * `400` and `parameter_invalid`", "returns `409` with `order_not_editable`",
 * 「會回應 `409` 與 …」, 「會以 `400` 與 … 拒絕」. Two codes in a list ("other than
 * `429` and `idempotency_key_in_use`") are no such pair. The backticks are
 * optional: a page's lines are read without them (tests/support/contentSources.ts).
 */
const MENTION =
  /(?:\bwith|\breturns?|\banswers?|回應|傳回|收到|以)\s*`?(\d{3})`?\s*(?:and|with|與|和|及)\s*`?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?/g;

type Mention = {file: string; where: string; status: string; code: string};

function errorCodeMentions(content: ContentFile, source?: string): Mention[] {
  const {text, lineAt} = searchableText(linesOf(content, source));
  return [...text.matchAll(MENTION)].map((match) => {
    const line = lineAt(match.index);
    return {file: line.file, where: `${line.file}:${line.line}`, status: match[1]!, code: match[2]!};
  });
}

describe('error codes named in the content', () => {
  const statuses = catalogueStatuses();
  const mentions = contentFiles().flatMap((content) => errorCodeMentions(content));

  it('keep one status per code across the versions of the catalogue', () => {
    expect([...statuses].filter(([, found]) => found.size > 1).map(([code, found]) => `${code}: ${[...found].join(', ')}`)).toEqual([]);
  });

  it('are found in the pages of both locales and in the documents', () => {
    const files = new Set(mentions.map((mention) => mention.file));
    expect(mentions.length).toBeGreaterThan(40);
    expect([...files].some((file) => file.startsWith('docs/'))).toBe(true);
    expect([...files].some((file) => file.startsWith('i18n/en/'))).toBe(true);
    expect([...files].some((file) => file.startsWith('api/openapi/'))).toBe(true);
  });

  it('name codes the catalogue declares, with its status', () => {
    const wrong = mentions.flatMap(({where, status, code}) => {
      const declared = statuses.get(code);
      if (!declared) return [`${where}: \`${code}\` is no code of the error catalogue`];
      return declared.has(status) ? [] : [`${where}: \`${code}\` with \`${status}\`, where the catalogue says ${[...declared].join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('catch a code the catalogue lacks and a status it does not give', () => {
    const page: ContentFile = {file: 'docs/example.md', locale: 'zh-TW', kind: 'markdown'};
    const found = errorCodeMentions(
      page,
      '# 範例\n\n餘額不足時會回應 `400` 與 `insufficient_wallet_balance`；重複時會回應 `409` 與 `insufficient_balance`。其他 `4xx` 錯誤（`429` 與 `idempotency_key_in_use` 除外）會保留。\n',
    );
    expect(found.map(({status, code}) => `${status} ${code}`)).toEqual(['400 insufficient_wallet_balance', '409 insufficient_balance']);
    expect(statuses.get('insufficient_wallet_balance')).toEqual(new Set(['409']));
    expect(statuses.has('insufficient_balance')).toBe(false);
  });
});
