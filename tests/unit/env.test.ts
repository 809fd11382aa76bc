import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {
  ENVIRONMENT_VARIABLES,
  benchSearchRounds,
  chromiumPath,
  parseAlgolia,
  parseAlgoliaAdmin,
  parseBaseUrl,
  parseFeedbackEndpoint,
  parseFlag,
  parsePatchesOff,
  parseSiteUrl,
  readSiteEnv,
} from '../../src/config/env';
import {EJECTED_FILES} from '../../src/theme/ejects.mjs';
import {cleanEnv} from '../build/fixtureSite';
import {CODE_PATTERNS, repositoryFiles} from '../support/repositoryFiles';

describe('BASE_URL', () => {
  it('defaults to the root', () => {
    expect(parseBaseUrl(undefined)).toBe('/');
    expect(parseBaseUrl('')).toBe('/');
  });

  it('accepts paths that start and end with a slash', () => {
    expect(parseBaseUrl('/ferrypay-docs/')).toBe('/ferrypay-docs/');
    expect(parseBaseUrl('/a/b.c/')).toBe('/a/b.c/');
  });

  it.each(['ferrypay-docs/', '/ferrypay-docs', 'https://x.example/docs/', '/a//b/', '/a b/'])(
    'rejects %j naming the variable and the expected form',
    (value) => {
      expect(() => parseBaseUrl(value)).toThrow(/BASE_URL must be a path that starts and ends with "\/"/);
    },
  );
});

describe('SITE_URL', () => {
  it('defaults to the public docs host', () => {
    expect(parseSiteUrl(undefined)).toBe('https://docs.ferrypay.example');
  });

  it('keeps the origin only', () => {
    expect(parseSiteUrl('https://example.github.io/')).toBe('https://example.github.io');
  });

  it.each(['docs.ferrypay.example', 'ftp://x.example', 'https://x.example/docs/'])('rejects %j', (value) => {
    expect(() => parseSiteUrl(value)).toThrow(/SITE_URL/);
  });
});

describe('Algolia credentials', () => {
  it('means the built-in index when none is set', () => {
    expect(parseAlgolia({})).toBeNull();
  });

  it('switches to hosted search when all three are set', () => {
    expect(parseAlgolia({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'})).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      insights: false,
    });
  });

  it('rejects a bad ALGOLIA_INSIGHTS with or without credentials, as the README says', () => {
    expect(() => parseAlgolia({ALGOLIA_INSIGHTS: 'yes'})).toThrow('ALGOLIA_INSIGHTS must be "true" or "false", got "yes".');
    expect(() =>
      parseAlgolia({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_INSIGHTS: '1'}),
    ).toThrow('ALGOLIA_INSIGHTS must be');
  });

  it('names the missing variables when only some are set', () => {
    expect(() => parseAlgolia({ALGOLIA_APP_ID: 'APP'})).toThrow('missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME');
  });

  it('reads everything in one call', () => {
    expect(readSiteEnv({BASE_URL: '/x/'})).toMatchObject({baseUrl: '/x/', siteUrl: 'https://docs.ferrypay.example', algolia: null});
  });
});

describe('FEEDBACK_ENDPOINT', () => {
  it('is unset by default: answers go nowhere', () => {
    expect(parseFeedbackEndpoint(undefined)).toBeNull();
    expect(parseFeedbackEndpoint(' ')).toBeNull();
    expect(readSiteEnv({}).feedbackEndpoint).toBeNull();
  });

  it('takes an https URL, or http on the machine itself for tests', () => {
    expect(parseFeedbackEndpoint(' https://feedback.ferrypay.example/page-feedback ')).toBe(
      'https://feedback.ferrypay.example/page-feedback',
    );
    expect(parseFeedbackEndpoint('http://localhost:4173/feedback')).toBe('http://localhost:4173/feedback');
    expect(parseFeedbackEndpoint('http://127.0.0.1:9/f')).toBe('http://127.0.0.1:9/f');
    expect(readSiteEnv({FEEDBACK_ENDPOINT: 'https://f.example/x?site=docs'}).feedbackEndpoint).toBe('https://f.example/x?site=docs');
  });

  it.each([
    'feedback.ferrypay.example/page-feedback',
    '/page-feedback',
    'http://feedback.ferrypay.example/page-feedback',
    'ftp://feedback.ferrypay.example/',
    'https://user:secret@feedback.ferrypay.example/',
    'https://feedback.ferrypay.example/#answers',
  ])('rejects %j, naming the variable and the expected form', (value) => {
    expect(() => readSiteEnv({FEEDBACK_ENDPOINT: value})).toThrow(
      /^FEEDBACK_ENDPOINT must be an absolute https URL \(http only on localhost\)/,
    );
  });
});

describe('switches', () => {
  it('are true or false, false when unset or empty', () => {
    expect(parseFlag({X: 'true'}, 'X')).toBe(true);
    expect(parseFlag({X: 'false'}, 'X')).toBe(false);
    expect(parseFlag({X: ''}, 'X')).toBe(false);
    expect(parseFlag({}, 'X')).toBe(false);
  });

  it.each(['1', 'yes', 'TRUE'])('reject %j, naming the variable', (value) => {
    expect(() => parseFlag({DOCS_DEFAULT_LOCALE_ONLY: value}, 'DOCS_DEFAULT_LOCALE_ONLY')).toThrow(
      `DOCS_DEFAULT_LOCALE_ONLY must be "true" or "false", got ${JSON.stringify(value)}.`,
    );
  });
});

describe("the tools' variables", () => {
  it('PATCHES_OFF: patch names separated by commas, or all', () => {
    expect(parsePatchesOff(undefined)).toEqual({all: false, names: []});
    expect(parsePatchesOff(' lean-prism , lazy-routes')).toEqual({all: false, names: ['lean-prism', 'lazy-routes']});
    expect(parsePatchesOff('all')).toEqual({all: true, names: []});
    expect(() => parsePatchesOff('lean prism')).toThrow(/PATCHES_OFF must be patch folder names/);
  });

  it('search:push needs the app, the index and the admin key, naming the missing ones', () => {
    expect(parseAlgoliaAdmin({ALGOLIA_APP_ID: ' APP ', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_ADMIN_API_KEY: 'admin'})).toEqual({
      appId: 'APP',
      indexName: 'docs',
      adminApiKey: 'admin',
    });
    expect(() => parseAlgoliaAdmin({ALGOLIA_APP_ID: 'APP'})).toThrow('missing: ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_API_KEY');
  });

  it('bench:search rounds are whole numbers from 1', () => {
    expect(benchSearchRounds({})).toEqual({rounds: 50, browserRuns: 20});
    expect(benchSearchRounds({BENCH_ROUNDS: '5', BENCH_BROWSER_RUNS: '2'})).toEqual({rounds: 5, browserRuns: 2});
    expect(() => benchSearchRounds({BENCH_ROUNDS: 'many'})).toThrow('BENCH_ROUNDS must be a whole number from 1, got "many".');
  });

  it("CHROMIUM_PATH defaults to Debian's Chromium", () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({CHROMIUM_PATH: '/opt/chromium/chrome'})).toBe('/opt/chromium/chrome');
  });
});

describe('every environment variable the code reads', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Environment variables'),
    readme.indexOf('\n## ', readme.indexOf('## Environment variables') + 1),
  );

  it("is in README's tables, and README's tables list no other", () => {
    const documented = [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((name) => name[1]!),
    );
    expect(documented.sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
  });

  it('is read in src/config/env.ts, by no other file of ours', () => {
    // The code that runs: the site, its plugins, patches and scripts, the configs, the test harness and the tests,
    // which set a variable for one test with vi.stubEnv. Upstream's ejects read NODE_ENV.
    const files = repositoryFiles(CODE_PATTERNS).filter(
      (file) => !/^tests\/build\/fixture\//.test(file) && file !== 'src/config/env.ts' && !EJECTED_FILES.includes(file),
    );
    const reads = files.flatMap((file) =>
      [
        ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]*)\b|\[[^\]]+\])(?!\s*=[^=])/g),
      ].map((match) => `${file}: ${match[0]}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(reads).toEqual([]);
  });

  it('is neither set, deleted, destructured nor read optionally by any other file: tests set one with vi.stubEnv', () => {
    // Playwright's global setup hands the server's origin to its workers the one way it can: in the environment.
    const files = repositoryFiles(CODE_PATTERNS).filter(
      (file) =>
        !/^tests\/build\/fixture\//.test(file) &&
        !['src/config/env.ts', 'tests/support/globalSetup.ts', 'tests/unit/env.test.ts'].includes(file) &&
        !EJECTED_FILES.includes(file),
    );
    const touches = files.flatMap((file) =>
      [
        ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
          /\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete\s+process\.env|\{[^}]*\}\s*=\s*process\.env\b|\bprocess\.env\?\./g,
        ),
      ].map((match) => `${file}: ${match[0]}`),
    );
    expect(touches).toEqual([]);
  });
});

describe("the build tests' environment", () => {
  it("starts from none of the site's variables, whatever the caller's shell holds, but keeps the machine's", () => {
    try {
      for (const name of ENVIRONMENT_VARIABLES) vi.stubEnv(name, 'set by the caller');
      const kept = Object.keys(cleanEnv()).filter((name) => (ENVIRONMENT_VARIABLES as readonly string[]).includes(name));
      expect(kept.sort()).toEqual(['CHROMIUM_PATH', 'CI', 'NODE_OPTIONS']);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
