#!/usr/bin/env node
// Runs the build (scripts/build.mjs: `docusaurus build`, a process per
// locale) and fails when it printed a [WARNING] or [ERROR] line although it
// succeeded. Broken links, anchors and Markdown links and duplicate routes
// need none of this: docusaurus.config.ts makes Docusaurus throw on them. What
// is left are the warnings Docusaurus has no option to throw on: a page git
// does not track (no "last updated" date), the bundler's warnings, and a
// plugin's logger.warn. The closing summary repeats each warning with its
// detail lines, so the pages and files to fix are at the end of the log.
import {spawn} from 'node:child_process';
import path from 'node:path';

const args = [path.join(import.meta.dirname, 'build.mjs'), ...process.argv.slice(2)];
const child = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'pipe'], env: process.env});

/** Each offending message with the lines that follow it (the pages, files and links it is about). */
const offending = [];
const MAX_DETAIL_LINES = 30;
const watch = (stream, out) => {
  let pending = '';
  let current;
  stream.on('data', (chunk) => {
    out.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // npm's own notice about the machine's npmrc is not the build's business.
      if (/Unknown user config "nodedir"/.test(line)) continue;
      if (/\[(WARNING|ERROR)\]/.test(line)) {
        current = [line.trim()];
        offending.push(current);
      } else if (/^\[[\w-]+\]/.test(line)) {
        current = undefined;
      } else if (current && current.length <= MAX_DETAIL_LINES) {
        current.push(line.trimEnd());
      }
    }
  });
};
watch(child.stdout, process.stdout);
watch(child.stderr, process.stderr);

child.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  if (offending.length > 0) {
    console.error(`\nbuild-checked: the build printed ${offending.length} warning(s); the suite holds them at zero:`);
    for (const [first, ...details] of offending) {
      while (details.length > 0 && details.at(-1) === '') details.pop();
      console.error([`  ${first}`, ...details.map((detail) => (detail ? `    ${detail}` : ''))].join('\n'));
    }
    process.exit(1);
  }
});
