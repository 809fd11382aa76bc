#!/usr/bin/env node
// Runs the build (scripts/build.mjs: `docusaurus build`, a process per locale) and fails when the build printed a warning we hold
// at zero (broken anchors, broken Markdown links, duplicate routes) or any
// other [WARNING]/[ERROR] line: Docusaurus only warns for these, CI must not.
import {spawn} from 'node:child_process';
import path from 'node:path';

const args = [path.join(import.meta.dirname, 'build.mjs'), ...process.argv.slice(2)];
const child = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'pipe'], env: process.env});

const offending = [];
const watch = (stream, out) => {
  let pending = '';
  stream.on('data', (chunk) => {
    out.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // npm's own notice about the machine's npmrc is not the build's business.
      if (/Unknown user config "nodedir"/.test(line)) continue;
      if (/\[(WARNING|ERROR)\]/.test(line)) offending.push(line.trim());
    }
  });
};
watch(child.stdout, process.stdout);
watch(child.stderr, process.stderr);

child.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  if (offending.length > 0) {
    console.error(`\nbuild-checked: the build printed ${offending.length} warning line(s); the suite holds them at zero:`);
    for (const line of offending) console.error(`  ${line}`);
    process.exit(1);
  }
});
