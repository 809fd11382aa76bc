import {spawnSync, type SpawnSyncOptions} from 'node:child_process';
import {copyFileSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiReferenceSources} from '../../src/config/apiReference';
import {SIGNATURE_SAMPLES, signatureSamplesBlock, type SignatureSample} from '../../plugins/api-reference/signatureSamples';
import type {SignatureVector, SignatureVectors} from '../fixtures/webhook-signatures';
import {scratchFolder} from '../support/scratch';

/**
 * The verification code of every sample language, as the Webhooks page shows
 * it, run against the golden vectors in that language's own toolchain. A
 * missing toolchain fails the test, naming the Debian package (.ci/run
 * installs them all): a skipped language would be code nobody ran.
 */
const SITE = process.cwd();
const HARNESS = path.join(SITE, 'tests/support/signature-harness');
const fixture = JSON.parse(readFileSync('tests/fixtures/webhook-signatures.json', 'utf8')) as SignatureVectors;
/** A delivery to check: a golden vector, or one whose header is missing (`null`). */
type Delivery = Omit<SignatureVector, 'header'> & {header: string | null};
/**
 * Beside the golden vectors (which the page's signature checker shares: a
 * header pasted there is always text), the valid delivery without its header
 * (what a framework gives for a missing header: null, undefined or None; Go's
 * Header.Get gives "") and with an empty one: malformed, not a crash.
 */
const valid = fixture.vectors.find((vector) => vector.id === 'valid')!;
const deliveries: Delivery[] = [
  ...fixture.vectors,
  {...valid, id: 'header-missing', description: 'No Ferrypay-Signature header.', header: null, verdict: 'malformed_header'},
  {...valid, id: 'header-empty', description: 'An empty Ferrypay-Signature header.', header: '', verdict: 'malformed_header'},
];
const expected = Object.fromEntries(deliveries.map((delivery) => [delivery.id, delivery.verdict]));
const sampleFile = (sample: SignatureSample) => path.join(SITE, apiReferenceSources.signatureSamplesDir, sample.file);

/**
 * One delivery a line: id, then body, header and secret in base64 (any byte
 * survives), then the time of receipt in Unix seconds. A missing header is
 * `-`, which base64 never holds.
 */
function vectorsFile(): string {
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const file = path.join(scratchFolder('signature-vectors'), 'vectors.tsv');
  const lines = deliveries.map((delivery) =>
    [
      delivery.id,
      base64(delivery.body),
      delivery.header === null ? '-' : base64(delivery.header),
      base64(delivery.secret),
      delivery.receivedAt,
    ].join('\t'),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Runs a command of a toolchain; fails naming the Debian package when the command is missing. */
function run(command: string, args: string[], debianPackage: string, options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, {encoding: 'utf8', ...options});
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(`${command} is not installed: apt-get install ${debianPackage} (.ci/run installs it when missing).`);
  }
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}:\n${result.stderr}${result.stdout}`);
  return String(result.stdout);
}

/** "id<TAB>verdict" lines -> {id: verdict}. */
const verdicts = (output: string) =>
  Object.fromEntries(
    output
      .trim()
      .split('\n')
      .map((line) => line.split('\t')),
  );

const runners: Record<SignatureSample['value'], (sample: SignatureSample, vectors: string) => Promise<Record<string, string>>> = {
  async node(sample) {
    const {verifyFerrypaySignature, FerrypaySignatureError} = (await import(sampleFile(sample))) as {
      verifyFerrypaySignature: (body: Buffer, header: string | undefined, secret: string, nowSeconds: number) => void;
      FerrypaySignatureError: new () => Error & {reason: string};
    };
    const result: Record<string, string> = {};
    for (const delivery of deliveries) {
      try {
        // A missing header is undefined in Node (req.get, req.headers).
        verifyFerrypaySignature(Buffer.from(delivery.body, 'utf8'), delivery.header ?? undefined, delivery.secret, delivery.receivedAt);
        result[delivery.id] = 'valid';
      } catch (error) {
        if (!(error instanceof FerrypaySignatureError)) throw error;
        result[delivery.id] = error.reason;
      }
    }
    return result;
  },
  async python(sample, vectors) {
    return verdicts(run('python3', [path.join(HARNESS, 'harness.py'), sampleFile(sample), vectors], 'python3'));
  },
  async php(sample, vectors) {
    run('php', ['-l', sampleFile(sample)], 'php-cli');
    return verdicts(run('php', [path.join(HARNESS, 'harness.php'), sampleFile(sample), vectors], 'php-cli'));
  },
  async java(sample, vectors) {
    const classes = scratchFolder('signature-java');
    run(
      'javac',
      ['-Xlint:all,-serial', '-Werror', '-d', classes, sampleFile(sample), path.join(HARNESS, 'Harness.java')],
      'openjdk-17-jdk-headless',
    );
    return verdicts(run('java', ['-cp', classes, 'Harness', vectors], 'openjdk-17-jdk-headless'));
  },
  async go(sample, vectors) {
    // gofmt is the format every Go reader's editor applies: the sample is shown as it would leave it.
    expect(run('gofmt', ['-l', sampleFile(sample)], 'golang-go')).toBe('');
    const module = scratchFolder('signature-go');
    writeFileSync(path.join(module, 'go.mod'), 'module ferrypayharness\n\ngo 1.19\n');
    mkdirSync(path.join(module, 'ferrypay'));
    copyFileSync(sampleFile(sample), path.join(module, 'ferrypay', sample.file));
    copyFileSync(path.join(HARNESS, 'main.go'), path.join(module, 'main.go'));
    // Offline: the sample and the harness use the standard library only.
    const env = {...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off', GOTOOLCHAIN: 'local', GOWORK: 'off'};
    run('go', ['vet', './...'], 'golang-go', {cwd: module, env});
    return verdicts(run('go', ['run', '.', vectors], 'golang-go', {cwd: module, env}));
  },
  async csharp(sample, vectors) {
    const program = path.join(scratchFolder('signature-csharp'), 'harness.exe');
    run('mcs', ['-warnaserror', `-out:${program}`, sampleFile(sample), path.join(HARNESS, 'Harness.cs')], 'mono-mcs');
    return verdicts(run('mono', [program, vectors], 'mono-runtime'));
  },
};

describe('the verification code of the Webhooks page', () => {
  // Compiling Java, Go and C# on a busy two-core machine: a ceiling for a hung toolchain, not a speed check.
  it.each(SIGNATURE_SAMPLES.map((sample) => [sample.label, sample] as const))(
    '%s gives every golden vector its verdict, and a missing or empty header malformed_header',
    async (_label, sample) => {
      expect(await runners[sample.value](sample, vectorsFile())).toEqual(expected);
    },
    300_000,
  );

  it('is shown on the page file for file, each in a code block of its language under its tab', () => {
    const block = signatureSamplesBlock(SITE);
    expect(block.startsWith('<Tabs groupId="api-code-sample" lazy>')).toBe(true);
    for (const sample of SIGNATURE_SAMPLES) {
      const source = readFileSync(sampleFile(sample), 'utf8').trimEnd();
      const tab = `<TabItem value="${sample.value}" label="${sample.label}">\n\n\`\`\`${sample.language}\n${source}\n\`\`\`\n\n</TabItem>`;
      expect(block).toContain(tab);
    }
  });

  it('names the file when a sample is missing', () => {
    expect(() => signatureSamplesBlock(scratchFolder('no-samples'))).toThrow(
      /^api\/webhook-signature\/verify\.mjs: the Node\.js verification sample cannot be read/,
    );
  });
});
