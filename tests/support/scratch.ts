import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll} from 'vitest';

const folders: string[] = [];

// Imported by a test file, this registers on that file: its scratch folders
// go once its last test has run, so a run of the suite leaves nothing in /tmp.
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true});
});

/** A new empty folder in the system's temporary folder, removed after the test file. */
export function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  folders.push(folder);
  return folder;
}

/** Writes `content` to `file` under `dir`, making its folders. */
export function writeTreeFile(dir: string, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  writeFileSync(path.join(dir, file), content);
}
