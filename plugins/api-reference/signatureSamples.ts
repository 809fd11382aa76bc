import {readFileSync} from 'node:fs';
import path from 'node:path';
import {apiReferenceSources} from '../../src/config/apiReference';
import {codeBlock} from './markdown';
import {API_SAMPLE_GROUP} from '../../src/config/apiSamples';
import {tabs} from './page';

/**
 * The verification code of the `Ferrypay-Signature` header, one file per
 * sample language. The Webhooks page shows these files as they are (its
 * `{/* @insert signature-samples *\/}` block), and
 * tests/unit/webhook-signature-samples.test.ts runs each of them against the
 * golden vectors (tests/fixtures/webhook-signatures.json): the page shows the
 * tested code. Inlined here rather than imported by the page: a code block
 * is then in the prerendered HTML, the search index and the Markdown twin,
 * highlighted like every other code block of the site.
 */
/** Each tab's `value` is the operation pages' (API_SAMPLE_GROUP), so the reader's language follows them. */
export const SIGNATURE_SAMPLES = [
  {value: 'node', label: 'Node.js', file: 'verify.mjs', language: 'js'},
  {value: 'python', label: 'Python', file: 'verify.py', language: 'python'},
  {value: 'php', label: 'PHP', file: 'verify.php', language: 'php'},
  {value: 'java', label: 'Java', file: 'FerrypaySignature.java', language: 'java'},
  {value: 'go', label: 'Go', file: 'verify.go', language: 'go'},
  {value: 'csharp', label: 'C#', file: 'FerrypaySignature.cs', language: 'csharp'},
] as const;

export type SignatureSample = (typeof SIGNATURE_SAMPLES)[number];

export class SignatureSampleError extends Error {
  override name = 'SignatureSampleError';
}

/** The tab set of the Webhooks page: each sample's file in a code block of its language. */
export function signatureSamplesBlock(siteDir: string): string {
  return tabs(
    SIGNATURE_SAMPLES.map((sample) => {
      const file = path.join(apiReferenceSources.signatureSamplesDir, sample.file);
      let source: string;
      try {
        source = readFileSync(path.join(siteDir, file), 'utf8');
      } catch (error) {
        throw new SignatureSampleError(`${file}: the ${sample.label} verification sample cannot be read (${String(error)}).`);
      }
      return {value: sample.value, label: sample.label, body: codeBlock(sample.language, source.trimEnd())};
    }),
    API_SAMPLE_GROUP,
  );
}
