#!/usr/bin/env node
// `node scripts/render-social-cards.mjs <job.json> <report.json>`: draws a
// locale's social cards that the build cache lacks and writes the report
// (plugins/social-cards/job.ts). plugins/social-cards starts it, at the
// lowest priority, as soon as the locale's content is loaded, and reads the
// report in postBuild: the cards render while the locale is bundled and
// prerendered, on the core the build leaves idle.
import {readFile, writeFile} from 'node:fs/promises';
import createJiti from 'jiti';

const [jobFile, reportFile] = process.argv.slice(2);
if (!jobFile || !reportFile) {
  console.error('render-social-cards: give the job file and the report file (plugins/social-cards does).');
  process.exit(1);
}
const jiti = createJiti(import.meta.filename, {interopDefault: true});
const {runCardsJob} = jiti('../plugins/social-cards/job.ts');
const report = await runCardsJob(JSON.parse(await readFile(jobFile, 'utf8')));
await writeFile(reportFile, JSON.stringify(report));
