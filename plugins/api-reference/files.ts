import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Writes only what changed, so `docusaurus start` does not reload for files
 * that are byte-for-byte the same, and removes what the generator no longer
 * produces from the folders it owns.
 */
export function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
  return true;
}

/** Makes `dir` hold exactly `files` (name -> content). */
export function syncDirectory(dir: string, files: Map<string, string>): void {
  mkdirSync(dir, {recursive: true});
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!files.has(entry.name)) rmSync(path.join(dir, entry.name), {recursive: true, force: true});
  }
  for (const [name, content] of files) writeIfChanged(path.join(dir, name), content);
}
