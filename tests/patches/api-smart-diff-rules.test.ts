import {allBreaking, isResponseSchema, openApiSchemaRules, openapi3Rules} from 'api-smart-diff';
import {describe, expect, it} from 'vitest';
import {MEDIA_TYPE_RULE, openApiDiffRules} from '../../plugins/api-reference/diffRules';
import {pinnedPackage, writtenAgainst} from '../support/pinnedPackage';

/**
 * plugins/api-reference/diffRules.ts swaps one rule in api-smart-diff's rule
 * tree for OpenAPI 3 (patches/README.md, its row): these fail, saying what
 * moved, when an upgrade changes the shape it relies on. Whether the diffs stay
 * the library's own on the site's documents is tests/unit/api-version-diff.test.ts's
 * question (slower).
 */
type RuleNode = Record<string, unknown>;
const isRuleNode = (value: unknown): value is RuleNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const RESPONSE_SCHEMA = ['paths', '/orders', 'post', 'responses', '201', 'content', 'application/json', 'schema'];
const REQUEST_SCHEMA = ['paths', '/orders', 'post', 'requestBody', 'content', 'application/json', 'schema'];
const WHY = 'plugins/api-reference/diffRules.ts relies on it (patches/README.md): check the release notes and move or drop the swap';

/**
 * The version of api-smart-diff diffRules.ts was written against: after an
 * upgrade the pin and the install agree again, so only its row in patches/README.md says the swap was
 * not yet read against the new library.
 */
const WRITTEN_AGAINST = writtenAgainst('plugins/api-reference/diffRules.ts', 'api-smart-diff');

/** The rule object at MEDIA_TYPE_RULE, or the first step where there is none. */
function mediaTypeRule(rules: unknown): RuleNode | string {
  let node = rules;
  for (const [index, key] of MEDIA_TYPE_RULE.entries()) {
    node = isRuleNode(node) ? node[key] : undefined;
    if (!isRuleNode(node)) return MEDIA_TYPE_RULE.slice(0, index + 1).join('');
  }
  return node as RuleNode;
}

/** A rule as far as two copies can be compared: functions named as such (each copy has its own), a rule object by its classification. */
const shape = (rule: unknown): unknown => {
  if (typeof rule === 'function') return 'function';
  if (Array.isArray(rule)) return rule.map(shape);
  return isRuleNode(rule) ? shape(rule.$) : rule;
};

describe("api-smart-diff's rule tree, as plugins/api-reference/diffRules.ts swaps its media type schema rule", () => {
  it('is the installed version, pinned exactly, the one the swap was written against, and updated with Docusaurus', () => {
    const {installed, spec, group, patchesGroup} = pinnedPackage('api-smart-diff');
    expect(spec, 'package.json must pin api-smart-diff to the installed version').toBe(installed);
    expect(
      installed,
      `plugins/api-reference/diffRules.ts was written against api-smart-diff ${WRITTEN_AGAINST}, and ${installed} is installed: ` +
        "check in the release notes whether the library now reverses a response's rules once itself (then drop the swap) and " +
        "that openapi3Rules()'s media type /schema rule is still what the swap replaces (patches/README.md, its row), " +
        "then move the row's version.",
    ).toBe(WRITTEN_AGAINST);
    expect(group, "renovate.json must update api-smart-diff in the patched packages' group").toBe(patchesGroup);
  });

  it('keeps the rule of a media type at /paths/*/*/responses/*/content/*, with a /schema rule that is a function of the path', () => {
    const rule = mediaTypeRule(openapi3Rules());
    expect(typeof rule === 'string' ? `no rule object at ${rule}` : 'found', `openapi3Rules(): ${WHY}`).toBe('found');
    expect(typeof (rule as RuleNode)['/schema'], `openapi3Rules() at ${MEDIA_TYPE_RULE.join('')}/schema: ${WHY}`).toBe('function');
    expect(() => openApiDiffRules()).not.toThrow();
  });

  it('tells a response schema from a request body schema by its path', () => {
    expect(isResponseSchema(RESPONSE_SCHEMA), `isResponseSchema: ${WHY}`).toBe(true);
    expect(isResponseSchema(REQUEST_SCHEMA), `isResponseSchema: ${WHY}`).toBe(false);
  });

  it("gives a schema the library's own rules with our swap: the request rules, reversed once for a response, all breaking at the top", () => {
    const library = mediaTypeRule(openapi3Rules()) as RuleNode;
    const ours = mediaTypeRule(openApiDiffRules()) as RuleNode;
    for (const schemaPath of [RESPONSE_SCHEMA, REQUEST_SCHEMA]) {
      const theirs = (library['/schema'] as (context: {path: string[]}) => RuleNode)({path: schemaPath});
      const mine = (ours['/schema'] as (context: {path: string[]}) => RuleNode)({path: schemaPath});
      const where = `${MEDIA_TYPE_RULE.join('')}/schema for ${schemaPath.join('/')}`;
      expect(theirs.$, `${where}: ${WHY}`).toBe(allBreaking);
      expect(Object.keys(mine).sort(), `${where}: the library's schema rules have other keys; ${WHY}`).toEqual(Object.keys(theirs).sort());
      for (const key of Object.keys(theirs)) {
        expect(shape(mine[key]), `${where}, ${key}: ${WHY}`).toEqual(shape(theirs[key]));
      }
    }
    expect(Object.keys(openApiSchemaRules()).length).toBeGreaterThan(20);
  });
});
