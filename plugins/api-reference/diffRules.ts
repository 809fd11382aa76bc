import {
  allBreaking,
  isResponseSchema,
  openApiSchemaRules,
  openapi3Rules,
  reverseClassifyRule,
  type ClassifyRule,
  type CompareRules,
} from 'api-smart-diff';

type RuleNode = Record<string, unknown>;

const isRuleNode = (value: unknown): value is RuleNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where openapi3Rules keeps the rule of a media type's schema, in a request
 * body and in a response alike (the library shares one content rule between
 * them and picks the schema rules by the node's path).
 */
export const MEDIA_TYPE_RULE = ['/paths', '/*', '/*', '/responses', '/*', '/content', '/*'] as const;

export class DiffRulesError extends Error {
  override name = 'DiffRulesError';
}

function ruleAt(rules: CompareRules, keys: readonly string[]): RuleNode {
  let node: unknown = rules;
  for (const key of keys) {
    node = isRuleNode(node) ? node[key] : undefined;
    if (!isRuleNode(node)) {
      throw new DiffRulesError(
        `api-smart-diff's openapi3Rules() has no rule object at ${keys.join('')} any more: ` +
          'plugins/api-reference/diffRules.ts sets the rules of a response schema there. Check its release notes and move the rule.',
      );
    }
  }
  return node as RuleNode;
}

/**
 * The library's own reversal of classification rules (a response is read by
 * the client, so adding to it is safe where adding to a request is not), done
 * once per rule object instead of once per schema node: the library's
 * reversed rules reverse the whole rule tree again each time a rule function
 * returns, for every property of every response. Same rules, same verdicts.
 */
function memoisedReversal(): (rules: RuleNode) => RuleNode {
  const done = new WeakMap<RuleNode, RuleNode>();
  const reverse = (rules: RuleNode): RuleNode => {
    const known = done.get(rules);
    if (known) return known;
    const reversed: RuleNode = {};
    done.set(rules, reversed);
    for (const [key, value] of Object.entries(rules)) {
      if (!key.startsWith('/')) reversed[key] = value;
      else if (typeof value === 'function') {
        reversed[key] = (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown)(...args);
          return isRuleNode(result) ? reverse(result) : result;
        };
      } else reversed[key] = isRuleNode(value) ? reverse(value) : value;
    }
    if (Array.isArray(rules.$)) reversed.$ = reverseClassifyRule(rules.$ as ClassifyRule);
    return reversed;
  };
  return reverse;
}

/**
 * api-smart-diff's rules for an OpenAPI 3.x document, as compareOpenApi builds
 * them, with the rules of a response schema reversed once (memoisedReversal).
 * Comparing two versions of our documents took 4.4 s of CPU with the
 * library's rules and 0.9 s with these, on a loaded machine; the unit tests
 * hold both to the same diffs. It relies on the shape of the library's rule
 * tree: api-smart-diff is pinned, with a tripwire
 * (tests/patches/api-smart-diff-rules.test.ts; patches/README.md, its row).
 */
export function openApiDiffRules(): CompareRules {
  const rules = openapi3Rules();
  const requestSchema = openApiSchemaRules();
  const responseSchema = memoisedReversal()(requestSchema as RuleNode);
  const mediaType = ruleAt(rules, MEDIA_TYPE_RULE);
  if (typeof mediaType['/schema'] !== 'function') {
    throw new DiffRulesError(
      `api-smart-diff's rule at ${MEDIA_TYPE_RULE.join('')}/schema is no longer a function of the path: plugins/api-reference/diffRules.ts replaces it.`,
    );
  }
  mediaType['/schema'] = ({path}: {path: (string | number)[]}) => ({
    ...(isResponseSchema(path) ? responseSchema : requestSchema),
    $: allBreaking,
  });
  return rules;
}
