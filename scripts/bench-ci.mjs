#!/usr/bin/env node
// `npm run bench:ci -- --baseline <rev>`: how long CI takes, this commit beside
// an earlier one on the same machine in the same run. Each run clones the
// repository at the commit into a folder of its own and runs `bash .ci/run`
// there, as CI does on a clean clone; the two commits take turns, the baseline
// first. Writes the table between the bench:ci markers of PERFORMANCE.md.
//
// Why beside a baseline: CI's time on this machine moves with its load and
// speed (the same commit took 13-17 min on one day and 30 min on another), so
// a budget such as "no longer than today's" can only be read against the
// commit it was set on, run today.
import {spawn, execFileSync} from 'node:child_process';
import {createWriteStream, mkdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {machine, median, seconds, writePerformanceSection} from './lib/benchSupport.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORK_DIR = path.join(os.tmpdir(), 'ferrypay-bench', 'ci');

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : (process.argv[index + 1] ?? '');
}

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run bench:ci -- --baseline <rev> [--runs N]

Clones this repository at <rev> and at HEAD (committed work only) into
$TMPDIR/ferrypay-bench/ci, and runs \`bash .ci/run\` in each clone, N times each
(default 1), the baseline first, then HEAD, taking turns. Reports each run's
wall time, the time of each step of \`npm test\` and the browser suite's test
count, and writes the table between the bench:ci markers of PERFORMANCE.md.
Each run takes 25 to 30 minutes and both cores: run it on a quiet machine.
The clones are removed after their runs; the full logs stay in the work folder.`);
  process.exit(0);
}

const baselineArg = option('--baseline');
const runsArg = option('--runs') ?? '1';
const RUNS = Number(runsArg);
if (!baselineArg || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error('bench:ci: give --baseline <rev> (a commit of this repository) and, optionally, --runs N (at least 1). See --help.');
  process.exit(2);
}

const git = (...args) => execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
const resolveCommit = (rev) => {
  try {
    return git('rev-parse', '--verify', `${rev}^{commit}`);
  } catch {
    console.error(`bench:ci: "${rev}" is no commit of this repository.`);
    process.exit(2);
  }
};
const commits = [resolveCommit(baselineArg), resolveCommit('HEAD')];
if (git('status', '--porcelain')) console.warn('bench:ci: the working tree has uncommitted changes; the runs use HEAD as committed.');

/** The steps of `npm test`, in the order the table shows them; a commit may lack some. */
const STEPS = [
  ['static checks', ['typecheck', 'lint', 'format:check']],
  ['unit and build tests', ['test:unit', 'test:build']],
  ['checked build', ['build:test']],
  ['postbuild tests', ['test:postbuild']],
  ['hosted build', ['build:test-hosted']],
  ['browser tests', ['test:e2e']],
];
/** npm's banner for a script it starts: `> ferrypay-docs@1.0.0 test:unit`. */
const SCRIPT_BANNER = /^> \S+@\S+ (\S+)$/;

/**
 * Runs `bash .ci/run` in a fresh clone of `commit`; resolves with its wall
 * time, exit code, the time each step of `npm test` took (from npm's banner of
 * one step to the next's) and the browser suite's summary line.
 */
async function ciRun(commit, label) {
  const dir = path.join(WORK_DIR, label);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(WORK_DIR, {recursive: true});
  execFileSync('git', ['clone', '--quiet', ROOT, dir]);
  execFileSync('git', ['checkout', '--quiet', commit], {cwd: dir});
  const logFile = `${dir}.log`;
  const log = createWriteStream(logFile);
  const started = Date.now();
  const marks = []; // [script, ms since start]
  let browserSummary = '';
  const code = await new Promise((resolve, reject) => {
    const child = spawn('bash', ['.ci/run'], {cwd: dir, stdio: ['ignore', 'pipe', 'pipe']});
    // One reader per stream: a line is only whole within its own stream.
    const reader = () => {
      let pending = '';
      return (chunk) => {
        log.write(chunk);
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop();
        for (const line of lines) {
          const banner = SCRIPT_BANNER.exec(line.trim());
          if (banner) marks.push([banner[1], Date.now() - started]);
          // Playwright's last line: "250 passed (16.7m)", with "1 failed" and the like before it when not.
          if (/^\s*\d+ (passed|failed|flaky|skipped)/.test(line)) browserSummary += `${line.trim()} `;
        }
      };
    };
    child.stdout.setEncoding('utf8').on('data', reader());
    child.stderr.setEncoding('utf8').on('data', reader());
    child.on('error', reject);
    child.on('close', resolve);
  });
  const wallMs = Date.now() - started;
  log.end();
  rmSync(dir, {recursive: true, force: true}); // a clone with its install and builds: over 1 GB
  const steps = new Map();
  marks.forEach(([script, at], index) => steps.set(script, (marks[index + 1]?.[1] ?? wallMs) - at));
  const installMs = marks.find(([script]) => script === 'test')?.[1] ?? wallMs;
  return {commit, code, wallMs, installMs, steps, browserSummary: browserSummary.trim(), logFile};
}

const results = [];
for (let run = 1; run <= RUNS; run++) {
  for (const [index, commit] of commits.entries()) {
    const label = `run${run}-${index === 0 ? 'baseline' : 'head'}-${commit.slice(0, 7)}`;
    const load = os.loadavg()[0].toFixed(1);
    console.log(`bench:ci: ${label}: started ${new Date().toISOString()}, 1-minute load ${load}`);
    const result = {run, load, ...(await ciRun(commit, label))};
    console.log(`bench:ci: ${label}: exit ${result.code} in ${seconds(result.wallMs)} (log: ${result.logFile})`);
    results.push(result);
  }
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const stepTime = (result, scripts) => {
  const present = scripts.filter((script) => result.steps.has(script));
  return present.length === 0 ? 'none' : minutes(present.reduce((sum, script) => sum + result.steps.get(script), 0));
};
const short = (commit) => commit.slice(0, 7);
const rows = results.map(
  (result) =>
    `| ${result.run} | ${short(result.commit)}${result.commit === commits[0] ? ' (baseline)' : ''} | ${result.load} | ${minutes(result.wallMs)} | ${minutes(
      result.installMs,
    )} | ${STEPS.map(([, scripts]) => stepTime(result, scripts)).join(' | ')} | ${result.browserSummary || 'none'} | ${result.code} |`,
);
const medianOf = (commit) => minutes(median(results.filter((result) => result.commit === commit).map((result) => result.wallMs)));

writePerformanceSection(
  path.join(ROOT, 'PERFORMANCE.md'),
  'bench:ci',
  `## CI time

Measured by \`npm run bench:ci -- --baseline ${short(commits[0])}\` on ${new Date().toISOString().slice(0, 10)}, ${machine()}: \`bash .ci/run\` on a fresh clone of
each commit, ${RUNS} time${RUNS === 1 ? '' : 's'} each, taking turns, the baseline first. Median: ${short(commits[0])} (baseline) ${medianOf(
    commits[0],
  )}, ${short(commits[1])} ${medianOf(commits[1])}. A step's time runs from npm's banner for it to the next one's.

| Run | Commit | Load at start | Wall | Install | ${STEPS.map(([name]) => name[0].toUpperCase() + name.slice(1)).join(' | ')} | Browser suite's summary | Exit |
| --- | --- | --- | --- | --- | ${STEPS.map(() => '---').join(' | ')} | --- | --- |
${rows.join('\n')}`,
);
console.log('bench:ci: PERFORMANCE.md updated (bench:ci section).');
if (results.some((result) => result.code !== 0)) process.exitCode = 1;
