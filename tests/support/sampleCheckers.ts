import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {ApiSampleId} from '../../src/config/apiSamples';

const run = promisify(execFile);

/** A sample to check, named for the messages (`2026-06-01 create-an-order`). */
export type NamedSample = {name: string; code: string};

/** What a check found wrong: each sample's name with the checker's own words. */
export type CheckResult = {checker: string; problems: string[]};

/**
 * The Debian package that brings each command: a checker that is missing
 * fails the test with this, never skips it (.ci/run installs them).
 */
const PACKAGES: Record<string, string> = {
  bash: 'bash',
  node: 'nodejs',
  python3: 'python3',
  php: 'php-cli',
  javac: 'default-jdk-headless',
  gofmt: 'golang-go',
  mcs: 'mono-mcs',
};

/** The assembly the C# samples compile against, which mono-mcs does not bring. */
const MONO_HTTP_PACKAGE = 'libmono-system-net-http4.0-cil';

export class MissingCheckerError extends Error {
  override name = 'MissingCheckerError';
}

async function ensureCommand(command: string): Promise<void> {
  try {
    await run('sh', ['-c', `command -v ${command}`]);
  } catch {
    throw new MissingCheckerError(
      `${command} is not installed, so the samples cannot be checked: apt-get install ${PACKAGES[command] ?? command} (.ci/run installs it when it is missing).`,
    );
  }
}

/** Runs a command; a non-zero exit becomes its output, which names the file. */
async function problemOf(command: string, args: string[], options: {cwd: string; env?: NodeJS.ProcessEnv}): Promise<string | undefined> {
  try {
    await run(command, args, {...options, maxBuffer: 16 * 1024 * 1024});
    return undefined;
  } catch (error) {
    const {stdout = '', stderr = '', message} = error as {stdout?: string; stderr?: string; message: string};
    return `${stdout}${stderr}`.trim() || message;
  }
}

/** Runs `check` in a scratch folder that holds each sample in a file named by `fileName`. */
async function inScratch(
  samples: NamedSample[],
  fileName: (index: number) => string,
  contents: (sample: NamedSample, index: number) => string,
  check: (dir: string, files: string[]) => Promise<string[]>,
): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-samples-'));
  try {
    const files = samples.map((sample, index) => {
      writeFileSync(path.join(dir, fileName(index)), contents(sample, index));
      return fileName(index);
    });
    return await check(dir, files);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** One process per file, a few at a time: the checker takes one file. */
async function eachFile(files: string[], samples: NamedSample[], check: (file: string) => Promise<string | undefined>): Promise<string[]> {
  const problems: string[] = [];
  for (let start = 0; start < files.length; start += 4) {
    const found = await Promise.all(files.slice(start, start + 4).map(check));
    found.forEach((problem, offset) => {
      if (problem) problems.push(`${samples[start + offset]!.name}: ${problem}`);
    });
  }
  return problems;
}

/** The file of the batch an error line names (`Sample12.java:3: error`), back to its sample. */
function byFile(output: string | undefined, files: string[], samples: NamedSample[]): string[] {
  if (!output) return [];
  const named = files.flatMap((file, index) => (output.includes(file) ? [`${samples[index]!.name}: ${file}`] : []));
  return [`${named.join(', ') || 'the batch'}:\n${output}`];
}

/**
 * The imports a .NET 6 console project has without writing them
 * (ImplicitUsings): the context the C# samples' top-level statements are
 * written for.
 */
const DOTNET_IMPLICIT_USINGS = [
  'System',
  'System.Collections.Generic',
  'System.IO',
  'System.Linq',
  'System.Net.Http',
  'System.Threading',
  'System.Threading.Tasks',
];

/** The imports a Java sample's statements need: java.net.http and the URI. */
const JAVA_IMPORTS = ['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse'];

/**
 * Each language's checker, from the language's own toolchain:
 *
 * - curl: bash -n parses the command (the body it sends is checked apart, by running it).
 * - Node.js: node --check, as an ES module (the samples use top-level await).
 * - Python: python3 -m py_compile.
 * - PHP: php -l.
 * - Java: javac compiles the statements in a method of a class that imports
 *   what they name: a full compile against the JDK.
 * - Go: gofmt -e parses each program.
 * - C#: Mono's mcs compiles the top-level statements in an async method
 *   with .NET's implicit usings, against System.Net.Http: a full compile
 *   (mcs knows C# 7, not top-level statements, hence the method).
 */
export const SAMPLE_CHECKERS: Record<ApiSampleId, {describe: string; check: (samples: NamedSample[]) => Promise<CheckResult>}> = {
  curl: {
    describe: 'bash -n',
    check: async (samples) => {
      await ensureCommand('bash');
      const problems = await inScratch(
        samples,
        (index) => `sample${index}.sh`,
        (sample) => sample.code,
        (cwd, files) => eachFile(files, samples, (file) => problemOf('bash', ['-n', file], {cwd})),
      );
      return {checker: 'bash -n', problems};
    },
  },
  node: {
    describe: 'node --check',
    check: async (samples) => {
      await ensureCommand('node');
      const problems = await inScratch(
        samples,
        (index) => `sample${index}.mjs`,
        (sample) => sample.code,
        (cwd, files) => eachFile(files, samples, (file) => problemOf('node', ['--check', file], {cwd})),
      );
      return {checker: 'node --check', problems};
    },
  },
  python: {
    describe: 'python3 -m py_compile',
    check: async (samples) => {
      await ensureCommand('python3');
      const problems = await inScratch(
        samples,
        (index) => `sample${index}.py`,
        (sample) => sample.code,
        async (cwd, files) => byFile(await problemOf('python3', ['-m', 'py_compile', ...files], {cwd}), files, samples),
      );
      return {checker: 'python3 -m py_compile', problems};
    },
  },
  php: {
    describe: 'php -l',
    check: async (samples) => {
      await ensureCommand('php');
      const problems = await inScratch(
        samples,
        (index) => `sample${index}.php`,
        (sample) => sample.code,
        (cwd, files) => eachFile(files, samples, (file) => problemOf('php', ['-l', file], {cwd})),
      );
      return {checker: 'php -l', problems};
    },
  },
  java: {
    describe: 'javac',
    check: async (samples) => {
      await ensureCommand('javac');
      const problems = await inScratch(
        samples,
        (index) => `Sample${index}.java`,
        (sample, index) =>
          [
            ...JAVA_IMPORTS.map((name) => `import ${name};`),
            `class Sample${index} {`,
            '  static void send() throws Exception {',
            sample.code,
            '  }',
            '}',
          ].join('\n'),
        async (cwd, files) => byFile(await problemOf('javac', ['-d', 'classes', ...files], {cwd}), files, samples),
      );
      return {checker: 'javac', problems};
    },
  },
  go: {
    describe: 'gofmt -e',
    check: async (samples) => {
      await ensureCommand('gofmt');
      const problems = await inScratch(
        samples,
        (index) => `sample${index}.go`,
        (sample) => sample.code,
        // -l lists a file the formatter would change instead of printing it; a parse error fails.
        async (cwd, files) => byFile(await problemOf('gofmt', ['-e', '-l', ...files], {cwd}), files, samples),
      );
      return {checker: 'gofmt -e', problems};
    },
  },
  csharp: {
    describe: 'mcs',
    check: async (samples) => {
      await ensureCommand('mcs');
      const problems = await inScratch(
        samples,
        (index) => `Sample${index}.cs`,
        (sample, index) => {
          const lines = sample.code.split('\n');
          const usings = lines.filter((line) => /^using [\w.]+;$/.test(line));
          const statements = lines.filter((line) => !usings.includes(line));
          return [
            ...usings,
            ...DOTNET_IMPLICIT_USINGS.map((name) => `using ${name};`),
            `static class Sample${index} {`,
            '  static async Task Send() {',
            ...statements,
            '  }',
            '}',
          ].join('\n');
        },
        async (cwd, files) => {
          const output = await problemOf('mcs', ['-target:library', '-r:System.Net.Http.dll', '-out:samples.dll', ...files], {cwd});
          if (output?.includes('CS0006')) {
            throw new MissingCheckerError(
              `Mono has no System.Net.Http assembly, so the C# samples cannot be compiled: apt-get install ${MONO_HTTP_PACKAGE} (.ci/run installs it when it is missing).`,
            );
          }
          return byFile(output, files, samples);
        },
      );
      return {checker: 'mcs', problems};
    },
  },
};

/** What a sample sent, read back from its stubbed HTTP client. */
export type SentRequest = {method: string; url: string; headers: Record<string, string>; body: unknown};

/** bash: `curl` is a function that prints its method, URL, headers and body (a here-document comes on stdin). */
const CURL_STUB = `curl() {
  local method=GET url='' data='' header
  local -a headers=()
  while [ $# -gt 0 ]; do
    case "$1" in
      --request) method="$2"; shift ;;
      --url) url="$2"; shift ;;
      --header) headers+=("$2"); shift ;;
      --data) data="$2"; shift ;;
    esac
    shift
  done
  if [ "$data" = '@-' ]; then data="$(cat)"; fi
  printf 'method %s\\nurl %s\\n' "$method" "$url"
  for header in "\${headers[@]}"; do printf 'header %s\\n' "$header"; done
  printf 'body %s' "$data"
}
`;

/** Node.js: a global fetch that prints what it was asked for. */
const FETCH_STUB = `globalThis.fetch = async (url, options = {}) => {
  console.log(JSON.stringify({method: options.method ?? 'GET', url, headers: options.headers ?? {}, body: options.body ?? null}));
  return {ok: true, json: async () => ({})};
};
`;

/** Python: a requests module that prints what it was asked for. */
const REQUESTS_STUB = `import json as _json
from urllib.parse import urlencode as _urlencode


class _Response:
    ok = True

    def json(self):
        return {}


def request(method, url, params=None, headers=None, json=None, data=None, **_):
    full = url + ("?" + _urlencode(params) if params else "")
    body = json if json is not None else (_json.loads(data) if data else None)
    print(_json.dumps({"method": method.upper(), "url": full, "headers": headers or {}, "body": body}))
    return _Response()


def get(url, **kwargs):
    return request("GET", url, **kwargs)


def post(url, **kwargs):
    return request("POST", url, **kwargs)


def patch(url, **kwargs):
    return request("PATCH", url, **kwargs)


def put(url, **kwargs):
    return request("PUT", url, **kwargs)


def delete(url, **kwargs):
    return request("DELETE", url, **kwargs)
`;

/** PHP: a Guzzle client that prints what it was asked for (loaded before the sample with auto_prepend_file). */
const GUZZLE_STUB = `<?php
namespace GuzzleHttp;

class Client
{
    public function request($method, $uri, $options = [])
    {
        $body = isset($options['body']) ? json_decode($options['body']) : null;
        echo json_encode(['method' => $method, 'url' => $uri, 'headers' => $options['headers'] ?? [], 'body' => $body]), "\n";
        return new class {
            public function getBody()
            {
                return '';
            }
        };
    }
}
`;

/** The stub's line: the sample prints the (empty) answer after it. */
const firstLine = (output: string) => output.split('\n')[0]!;

function parseCurlOutput(output: string): SentRequest {
  const [head = '', body = ''] = output.split(/\nbody /);
  const headers: Record<string, string> = {};
  let method = '';
  let url = '';
  for (const line of head.split('\n')) {
    if (line.startsWith('method ')) method = line.slice('method '.length);
    else if (line.startsWith('url ')) url = line.slice('url '.length);
    else if (line.startsWith('header ')) {
      const [name = '', ...value] = line.slice('header '.length).split(': ');
      headers[name] = value.join(': ');
    }
  }
  return {method, url, headers, body: body ? (JSON.parse(body) as unknown) : null};
}

/**
 * Runs a sample with its HTTP client stubbed, in curl, Node.js, Python and
 * PHP (the languages whose runtime the test machine has, and whose client
 * can be stood in for), and reads back the request it would have sent.
 */
export const SAMPLE_RUNNERS: Partial<Record<ApiSampleId, (code: string) => Promise<SentRequest>>> = {
  curl: async (code) => {
    await ensureCommand('bash');
    const [result] = await inScratch(
      [{name: 'curl', code}],
      () => 'sample.sh',
      (sample) => `${CURL_STUB}\n${sample.code}\n`,
      async (cwd, [file]) => [(await run('bash', [file!], {cwd})).stdout],
    );
    return parseCurlOutput(result!);
  },
  node: async (code) => {
    await ensureCommand('node');
    const [result] = await inScratch(
      [{name: 'node', code}],
      () => 'sample.mjs',
      (sample) => `${FETCH_STUB}\n${sample.code}\n`,
      async (cwd, [file]) => [(await run('node', [file!], {cwd})).stdout],
    );
    const sent = JSON.parse(firstLine(result!)) as SentRequest;
    return {...sent, body: typeof sent.body === 'string' ? (JSON.parse(sent.body) as unknown) : sent.body};
  },
  python: async (code) => {
    await ensureCommand('python3');
    const dir = mkdtempSync(path.join(tmpdir(), 'api-samples-'));
    try {
      writeFileSync(path.join(dir, 'requests.py'), REQUESTS_STUB);
      writeFileSync(path.join(dir, 'sample.py'), code);
      return JSON.parse(firstLine((await run('python3', ['sample.py'], {cwd: dir})).stdout)) as SentRequest;
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  },
  php: async (code) => {
    await ensureCommand('php');
    const dir = mkdtempSync(path.join(tmpdir(), 'api-samples-'));
    try {
      writeFileSync(path.join(dir, 'guzzle.php'), GUZZLE_STUB);
      writeFileSync(path.join(dir, 'sample.php'), code);
      return JSON.parse(
        firstLine((await run('php', ['-d', 'auto_prepend_file=guzzle.php', 'sample.php'], {cwd: dir})).stdout),
      ) as SentRequest;
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  },
};
