import {execFileSync} from 'node:child_process';
import {createHash, type Hash} from 'node:crypto';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {apiReferenceSources} from '../../src/config/apiReference';
import {FileStore, cacheKey, packageVersionsKey} from '../shared/buildCache';

/**
 * Everything the generator reads, relative to the site: the OpenAPI
 * documents, their translations, the hand-written pages and the verification
 * code they show (under api/openapi, api/pages and api/webhook-signature), the
 * generator's own code and the site constants it uses. The libraries it runs
 * are GENERATOR_PACKAGES.
 */
export const GENERATOR_INPUTS = [
  apiReferenceSources.openapiDir,
  apiReferenceSources.pagesDir,
  apiReferenceSources.signatureSamplesDir,
  'plugins/api-reference',
  'src/config/apiReference.ts',
  'src/config/apiSamples.ts',
  'src/config/i18n.ts',
  'src/config/product.ts',
] as const;

/**
 * The libraries that parse, lint, validate, compare and render what the
 * generator writes (the docs plugin's for the front matter its pages are
 * checked against).
 */
export const GENERATOR_PACKAGES = [
  '@redocly/openapi-core',
  'api-smart-diff',
  'httpsnippet',
  '@docusaurus/plugin-content-docs',
  '@docusaurus/utils',
  '@docusaurus/utils-validation',
] as const;

/** Feeds the hash each file under `target` (a file or a folder), in a stable order, with its path relative to `root`. */
function hashTree(hash: Hash, root: string, target: string): void {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    hash.update(`missing:${path.relative(root, target)}\0`);
    return;
  }
  if (stats.isDirectory()) {
    hash.update(`dir:${path.relative(root, target)}\0`);
    for (const name of readdirSync(target).sort()) hashTree(hash, root, path.join(target, name));
    return;
  }
  const content = readFileSync(target);
  hash.update(`file:${path.relative(root, target)}:${content.byteLength}\0`);
  hash.update(content);
}

export function treeFingerprint(root: string, targets: readonly string[]): string {
  const hash = createHash('sha256');
  for (const target of targets) hashTree(hash, root, path.resolve(root, target));
  return hash.digest('hex');
}

/** The pages' "last updated" dates come from `git log`: a new commit may change them. */
function gitHead(siteDir: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return 'no git';
  }
}

type Entry = {outputs: string[]; fingerprint: string};

/**
 * Runs `generate` unless the last run had the same inputs and its outputs are
 * still as it left them (none edited, removed or added to its folders).
 * Returns whether it ran. Generating lints and bundles the OpenAPI documents
 * in each build; checking is much cheaper (PERFORMANCE.md, "Kept
 * optimisations", "API reference generated when its sources change").
 */
export async function generateUnlessFresh(
  siteDir: string,
  store: FileStore,
  generate: () => Promise<{outputs: string[]}>,
): Promise<boolean> {
  // The packages' own versions only, not their dependency trees (dependencyTreeKey, 1,253 packages and 0.15 s
  // here): the Git commit is in the key, and a lock file's update comes as a commit.
  const key = cacheKey(treeFingerprint(siteDir, GENERATOR_INPUTS), packageVersionsKey(GENERATOR_PACKAGES), gitHead(siteDir));
  const cached = await store.get(key);
  if (cached) {
    const entry = JSON.parse(cached.toString('utf8')) as Entry;
    if (treeFingerprint(siteDir, entry.outputs) === entry.fingerprint) return false;
  }
  const {outputs} = await generate();
  const relative = outputs.map((output) => path.relative(siteDir, output)).sort();
  const entry: Entry = {outputs: relative, fingerprint: treeFingerprint(siteDir, relative)};
  await store.set(key, JSON.stringify(entry));
  return true;
}
