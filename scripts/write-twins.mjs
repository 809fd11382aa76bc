#!/usr/bin/env node
// `node scripts/write-twins.mjs <job.json>`: writes a locale's Markdown twins,
// llms.txt files and Postman collections from the job its build handed over
// (plugins/markdown-twins, TWINS_JOB_ENV). scripts/build.mjs runs it beside the
// next locale's build, and removes the job's folder when the build ends.
import {readFile} from 'node:fs/promises';
import createJiti from 'jiti';

const [jobFile] = process.argv.slice(2);
if (!jobFile) {
  console.error('write-twins: give the job file plugins/markdown-twins wrote (scripts/build.mjs does).');
  process.exit(1);
}
const jiti = createJiti(import.meta.filename, {interopDefault: true});
const {writeTwins} = jiti('../plugins/markdown-twins/write.ts');
await writeTwins(JSON.parse(await readFile(jobFile, 'utf8')));
