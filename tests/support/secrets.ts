/**
 * What counts as a secret leaked into the build output. The site is public:
 * anything in it is published. The rule, honestly stated:
 *
 * 1. The value of any secret-named environment variable of the build machine
 *    (a name with a KEY, TOKEN, SECRET, PASSWORD, CREDENTIAL or AUTH part,
 *    a value of 8+ characters) is a leak, ALGOLIA_ADMIN_API_KEY above all. The one
 *    exception is ALGOLIA_SEARCH_API_KEY: a search-only key is public by
 *    design and the hosted search UI must ship it.
 * 2. Anything shaped like an Algolia API key (32 hex characters) is a leak
 *    unless it is that public search key: nothing else in the site has that
 *    shape today, and an admin key has exactly that shape.
 * 3. Tokens of well-known services (GitHub, npm, AWS, Slack, Google), private
 *    key blocks and JSON Web Tokens are leaks: no page needs a real one.
 * 4. Ferrypay keys: the API reference names the prefixes (`sk_test_`,
 *    `sk_live_`, `whsec_`) and shows elided or short examples
 *    (`sk_test_...9Fx2`, `sk_test_7Rn2Kq`). A live key with any characters
 *    after its prefix is a leak: no example needs one. A test key or signing
 *    secret of 12+ characters after its prefix looks real and is a leak,
 *    unless it says it is fake: a signing secret the examples sign with is
 *    written `whsec_test_EXAMPLE_...` in capitals (FAKE_SIGNING_SECRET), which
 *    no secret scanner takes for a real one.
 */
export type SecretFinding = {rule: string; match: string};

/** The form of the signing secrets that the API reference's examples show and sign with. */
export const FAKE_SIGNING_SECRET = /^whsec_test_EXAMPLE_[A-Z_]+$/;

const PATTERNS: {rule: string; pattern: RegExp}[] = [
  {rule: 'Algolia-shaped API key', pattern: /(?<![0-9A-Za-z])[0-9a-f]{32}(?![0-9A-Za-z])/g},
  {rule: 'private key', pattern: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/g},
  {rule: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g},
  {rule: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g},
  {rule: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g},
  {rule: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g},
  {rule: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g},
  {rule: 'JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+/g},
  {rule: 'Ferrypay live key', pattern: /\bsk_live_[A-Za-z0-9]+/g},
  {rule: 'Ferrypay test key', pattern: /\bsk_test_[A-Za-z0-9]{12,}/g},
  {rule: 'Ferrypay webhook signing secret', pattern: /\bwhsec_[A-Za-z0-9_]{12,}/g},
];

/** Name segments that mark a secret: ALGOLIA_ADMIN_API_KEY, GITHUB_TOKEN, npm_config__auth (not GIT_AUTHOR_NAME). */
const SECRET_SEGMENTS = new Set(['KEY', 'TOKEN', 'SECRET', 'PASSWORD', 'PASSWD', 'CREDENTIAL', 'CREDENTIALS', 'AUTH', 'PAT']);
const isSecretName = (name: string) =>
  name
    .toUpperCase()
    .split('_')
    .some((segment) => SECRET_SEGMENTS.has(segment));
/** Public by design: the hosted search UI ships the search-only key. */
const PUBLIC_VARIABLES = new Set(['ALGOLIA_SEARCH_API_KEY']);

/** Secret values of the environment that must never reach the build, by variable name. */
export function environmentSecrets(env: Record<string, string | undefined>): Map<string, string> {
  const secrets = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (!trimmed || trimmed.length < 8 || PUBLIC_VARIABLES.has(name) || !isSecretName(name)) continue;
    secrets.set(name, trimmed);
  }
  return secrets;
}

export type ScanOptions = {
  /** From environmentSecrets(). */
  environment?: Map<string, string>;
  /** The configured public search-only key, if any. */
  publicSearchKey?: string;
};

export function findSecrets(text: string, options: ScanOptions = {}): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const [name, value] of options.environment ?? []) {
    if (text.includes(value)) findings.push({rule: `value of ${name}`, match: `${value.slice(0, 4)}...`});
  }
  for (const {rule, pattern} of PATTERNS) {
    for (const [match] of text.matchAll(pattern)) {
      if (FAKE_SIGNING_SECRET.test(match) || match === options.publicSearchKey) continue;
      findings.push({rule, match});
    }
  }
  return findings;
}
