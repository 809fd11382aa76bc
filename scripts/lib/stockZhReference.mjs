// The fair reference for the blocking time of zh-TW pages (PERFORMANCE.md,
// "zh-TW blocking time"): the same zh-TW pages rendered by the stock
// Docusaurus site that `npm run bench` builds, so that what CJK text costs
// (its layout, its fonts) is paid on both sides and the difference is ours.
// The stock site gets them in a copy of its own (`stock-zh`), built apart, so
// that the stock figures of `npm run bench` and the page-weight reference
// (./stockReference.mjs) stay those of an untouched stock site.
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {run} from './benchSupport.mjs';

/**
 * Our zh-TW pages and their copies: `ours`, the page's path in our build;
 * `twin`, its Markdown twin there (plugins/markdown-twins: the page's text,
 * facts filled in, links absolute); `stock`, the copy's path in the stock site.
 */
export const ZH_TW_REFERENCE_PAGES = [
  {
    name: 'getting-started',
    kind: 'guide',
    ours: 'docs/getting-started',
    twin: 'docs/getting-started.md',
    stock: 'docs/zh-tw/getting-started',
  },
  {
    name: 'order',
    kind: 'guide',
    ours: 'docs/page-introduction/b2b-cross-border-payment/role-company/order',
    twin: 'docs/page-introduction/b2b-cross-border-payment/role-company/order.md',
    stock: 'docs/zh-tw/order',
  },
  {name: 'create-an-order', kind: 'API', ours: 'api/create-an-order', twin: 'api/create-an-order.md', stock: 'docs/zh-tw/create-an-order'},
];

/**
 * A Markdown twin as a stock doc: the H1 stays the title; the twin's pointer
 * to llms.txt (a quote right after the title, which the page itself does not
 * show) goes; the position keeps the copies after the stock tutorial in its
 * sidebar.
 */
export function stockDocFromTwin(twin, position) {
  const lines = twin.replace(/\r\n/g, '\n').split('\n');
  const title = lines.findIndex((line) => line.startsWith('# '));
  if (title === -1) throw new Error('The twin has no title (# heading).');
  let next = title + 1;
  while (lines[next] === '') next++;
  const pointer = lines[next]?.startsWith('> ') && lines[next].includes('llms.txt');
  // The pointer and the blank line after it.
  const body = pointer ? [...lines.slice(0, next), ...lines.slice(next + 2)] : lines;
  return `---\nsidebar_position: ${position}\n---\n\n${body.join('\n').trim()}\n`;
}

/**
 * Builds `stockZh`: the stock site at `stock` (its own sources, its
 * node_modules linked) with the zh-TW copies of `ourBuild`'s pages in
 * `docs/zh-tw/`. Returns the build folder.
 */
export async function buildStockZh({stock, stockZh, ourBuild}) {
  if (!existsSync(path.join(stock, 'node_modules/.bin/docusaurus')))
    throw new Error(`No stock site at ${stock}: run "npm run bench" first.`);
  rmSync(stockZh, {recursive: true, force: true});
  mkdirSync(stockZh, {recursive: true});
  for (const entry of ['docusaurus.config.ts', 'sidebars.ts', 'package.json', 'tsconfig.json', 'src', 'static', 'docs', 'blog']) {
    if (existsSync(path.join(stock, entry))) cpSync(path.join(stock, entry), path.join(stockZh, entry), {recursive: true});
  }
  // The stock site's packages, but not its build cache (node_modules/.cache): a build of the stock site may run meanwhile.
  mkdirSync(path.join(stockZh, 'node_modules'));
  for (const entry of readdirSync(path.join(stock, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(path.join(stock, 'node_modules', entry), path.join(stockZh, 'node_modules', entry));
  }
  const dir = path.join(stockZh, 'docs/zh-tw');
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, '_category_.json'), JSON.stringify({label: '繁體中文頁面', position: 99}));
  for (const [i, page] of ZH_TW_REFERENCE_PAGES.entries()) {
    const twin = path.join(ourBuild, page.twin);
    if (!existsSync(twin)) throw new Error(`No Markdown twin ${twin}: build the site first.`);
    writeFileSync(path.join(dir, `${path.basename(page.stock)}.md`), stockDocFromTwin(readFileSync(twin, 'utf8'), i + 1));
  }
  await run(path.join(stockZh, 'node_modules/.bin/docusaurus'), ['build'], {cwd: stockZh});
  return path.join(stockZh, 'build');
}
