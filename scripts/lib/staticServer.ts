import {createServer, type Server} from 'node:http';
import {createReadStream, existsSync, statSync} from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createGzip} from 'node:zlib';

/**
 * A static server for a built site that behaves like GitHub Pages under a
 * base path: `/x` serves `x/index.html` or `x.html`, unknown paths get the
 * locale's 404.html with status 404, files are cacheable for 10 minutes. It
 * listens on a free port (port 0). The browser tests, the postbuild tests and
 * the benchmarks (scripts/lib/benchSupport.mjs, `serve`) all serve through it.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file the server answers a path under the base path with (`x`, `x/index.html` or `x.html`), if any. */
export function resolveFile(root: string, rel: string): string | undefined {
  const candidates = [rel, path.join(rel, 'index.html'), `${rel}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return undefined;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

export type RunningServer = {origin: string; close: () => Promise<void>};

/**
 * What a spec's own server (never the suite's) changes in what the host
 * answers, by the path under the base path: headers added to a file's
 * response (a Content-Security-Policy), or an answer instead of the file (a
 * broken body, a 404). A browser test meets the host's answer as a reader
 * would, through the HTTP cache, where `page.route` turns that cache off.
 */
export type HostOverrides = {
  headers?: (rel: string) => Record<string, string> | undefined;
  answer?: (rel: string) => {status: number; type: string; body: string} | undefined;
};

export type ServerOptions = HostOverrides & {
  /**
   * Text sent gzipped to a browser that accepts it, as a static host (GitHub
   * Pages, Netlify) sends it: the benchmarks set it, since Lighthouse weighs
   * what comes over the wire. The tests read the files themselves.
   */
  gzip?: boolean;
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|yaml)|image\/svg)/;

export async function startStaticServer(root: string, baseUrl: string, options: ServerOptions = {}): Promise<RunningServer> {
  const {gzip = false, ...overrides} = options;
  const absRoot = path.resolve(root);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    if (!pathname.startsWith(baseUrl)) {
      res.writeHead(404, {'content-type': 'text/plain'}).end('Not under the base path');
      return;
    }
    const rel = pathname.slice(baseUrl.length);
    const answer = overrides.answer?.(rel);
    if (answer) {
      res.writeHead(answer.status, {'content-type': answer.type, 'cache-control': 'max-age=600'}).end(answer.body);
      return;
    }
    const file = resolveFile(absRoot, rel);
    if (file) {
      // GitHub Pages's caching headers: with none, Chromium re-downloaded a
      // prefetched script (the search modal's code) when the page ran it.
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const headers = {
        'content-type': type,
        'cache-control': 'max-age=600',
        'last-modified': statSync(file).mtime.toUTCString(),
        ...overrides.headers?.(path.relative(absRoot, file)),
      };
      if (gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        res.writeHead(200, {...headers, 'content-encoding': 'gzip', vary: 'accept-encoding'});
        createReadStream(file).pipe(createGzip()).pipe(res);
        return;
      }
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    const locale404 = rel.startsWith('en/') ? path.join(absRoot, 'en', '404.html') : path.join(absRoot, '404.html');
    res.writeHead(404, {'content-type': TYPES['.html']!});
    // A site without that page (the stock site has no en/) answers the status alone.
    createReadStream(locale404)
      .on('error', () => res.end())
      .pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
