import path from 'node:path';
import {bundle, createConfig, lint, type NormalizedProblem} from '@redocly/openapi-core';

/** The Redocly ruleset every document must pass: `recommended`, with its warnings raised to errors. */
export const LINT_RULESET = 'recommended-strict';

/**
 * What the pages need beyond the ruleset. OpenAPI 3.1 lets an operation leave
 * out `responses`, and Redocly's rules then have nothing to check; without
 * this rule such an operation failed late, in static generation, with a Tabs
 * error that named no document.
 */
const PAGE_RULES = {
  'rule/operation-responses': {
    subject: {type: 'Operation'},
    assertions: {required: ['responses']},
    message: 'Every operation needs `responses`: its reference page documents them.',
    severity: 'error',
  },
} as const;

const lintConfig = () => createConfig({extends: [LINT_RULESET], rules: PAGE_RULES});

export class ApiSourceError extends Error {
  override name = 'ApiSourceError';
}

/**
 * Runs `render`; an error it throws (an `#operation/` link to no operation, a
 * catalogue no page has, a request httpsnippet cannot turn into code) is
 * thrown again as an ApiSourceError whose message starts with `source`: the
 * file, the operation, page or entry, so that the build says what to fix.
 */
export function naming<T>(source: string, render: () => T): T {
  try {
    return render();
  } catch (error) {
    throw new ApiSourceError(`${source}: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
  }
}

export type OpenApiDocument = {
  openapi: string;
  info: {title: string; version: string};
  servers?: {url: string}[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, unknown>>;
  /** OpenAPI 3.1: the requests Ferrypay sends to the receiver's endpoints, by event type. */
  webhooks?: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
};

export type LoadedDocument = {
  file: string;
  /** Bundled: one file, internal `$ref`s kept. This is what readers download. */
  bundled: OpenApiDocument;
  /** Every `$ref` resolved, for page generation. */
  dereferenced: OpenApiDocument;
};

function describeProblem(problem: NormalizedProblem, siteDir: string): string {
  const location = problem.location[0];
  const where = location
    ? `${path.relative(siteDir, location.source.absoluteRef)}${location.pointer ? ` ${location.pointer}` : ''}`
    : 'unknown location';
  return `  - [${problem.ruleId}] ${problem.message} (${where})`;
}

/** Lints a document with the strict recommended ruleset; returns every problem, readable. */
export async function validateOpenApi(file: string, siteDir = process.cwd()): Promise<string[]> {
  const config = await lintConfig();
  let problems: NormalizedProblem[];
  try {
    problems = await lint({ref: file, config});
  } catch (error) {
    // A YAML syntax error or an unreadable file: name the file, keep the parser's first line.
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return [`  - ${message}`];
  }
  return problems.map((problem) => describeProblem(problem, siteDir));
}

/**
 * Validates, then bundles and dereferences an OpenAPI document. Any problem
 * stops here with an error that names the file, so an invalid document never
 * reaches the pages.
 */
export async function loadOpenApi(file: string, siteDir = process.cwd()): Promise<LoadedDocument> {
  const relative = path.relative(siteDir, file);
  const problems = await validateOpenApi(file, siteDir);
  if (problems.length > 0) {
    throw new ApiSourceError(
      `${relative} is not a valid OpenAPI document (${LINT_RULESET}, ${problems.length} problem(s)):\n${problems.join('\n')}`,
    );
  }
  const config = await lintConfig();
  const [bundled, dereferenced] = await Promise.all([bundle({ref: file, config}), bundle({ref: file, config, dereference: true})]);
  return {
    file,
    bundled: bundled.bundle.parsed as OpenApiDocument,
    dereferenced: dereferenced.bundle.parsed as OpenApiDocument,
  };
}
