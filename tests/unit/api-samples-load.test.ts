import {describe, expect, it, vi} from 'vitest';
import {API_SAMPLE_LANGUAGES} from '../../src/config/apiSamples';
import {loadGrammar, loadSampleFile, parseSampleFile} from '../../src/components/api/Samples/load';

const file = Object.fromEntries(API_SAMPLE_LANGUAGES.map(({id}) => [id, `${id} code`]));
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status});

describe("an operation page's samples in the browser", () => {
  it('highlight every language once its grammar is loaded', async () => {
    const {default: Prism} = await import('../../src/prism/core');
    for (const {codeLanguage} of API_SAMPLE_LANGUAGES) {
      await loadGrammar(codeLanguage);
      expect(Prism.languages[codeLanguage], codeLanguage).toBeTypeOf('object');
    }
  });

  it('fetch the sample file once for all the tabs of a page', async () => {
    const fetchFile = vi.fn(async () => answer(file));
    const url = '/api-samples/2026-06-01/retrieve-an-order.json';
    const [first, second] = await Promise.all([loadSampleFile(url, fetchFile), loadSampleFile(url, fetchFile)]);
    expect(first.php).toBe('php code');
    expect(second).toBe(first);
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it('try the file again after a failed fetch, naming it', async () => {
    const url = '/api-samples/2026-06-01/create-a-vendor.json';
    const failing = vi.fn(async () => answer({}, 404));
    await expect(loadSampleFile(url, failing)).rejects.toThrow(`${url}: HTTP 404`);
    await vi.waitFor(async () => expect((await loadSampleFile(url, async () => answer(file))).go).toBe('go code'));
  });

  it('refuse a file that lacks a language, naming the file and the language', () => {
    const {csharp: _csharp, ...partial} = file;
    expect(() => parseSampleFile(partial, '/x.json')).toThrow('/x.json has no csharp sample.');
  });
});
