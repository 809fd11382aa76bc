import {readFileSync} from 'node:fs';
import {parseYaml} from '@redocly/openapi-core';

import {API_TEXT_LOCALE} from '../../src/config/apiReference';

/**
 * The zh-TW message catalogue: each English string of the OpenAPI documents
 * (summaries, descriptions, test-mode notes) mapped to its translation. One
 * catalogue serves every version, so a sentence shared by versions is
 * translated once.
 */
export type Catalogue = ReadonlyMap<string, string>;

export type Translate = (english: string) => string;

export class MissingTranslationError extends Error {
  override name = 'MissingTranslationError';
}

/**
 * Folded YAML, hand-wrapped lines and trailing spaces should not make two
 * spellings of one sentence: single line breaks become spaces, paragraph
 * breaks stay.
 */
export function normalizeText(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .join('\n\n');
}

export function parseCatalogue(source: string, file: string): Catalogue {
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
  }
  if (data === null || data === undefined) return new Map();
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${file}: expected a mapping of English strings to translations.`);
  }
  const catalogue = new Map<string, string>();
  for (const [english, translated] of Object.entries(data as Record<string, unknown>)) {
    if (typeof translated !== 'string' || translated.trim() === '') {
      throw new Error(`${file}: the translation of ${JSON.stringify(english)} must be a non-empty string.`);
    }
    const key = normalizeText(english);
    if (catalogue.has(key)) throw new Error(`${file}: ${JSON.stringify(english)} is translated twice.`);
    catalogue.set(key, normalizeText(translated));
  }
  return catalogue;
}

export function loadCatalogue(file: string): Catalogue {
  return parseCatalogue(readFileSync(file, 'utf8'), file);
}

/**
 * A translator for one locale. For the documents' own language
 * (API_TEXT_LOCALE) it is the identity; any other locale throws on a string the
 * catalogue lacks, naming the string, the document it came from and the
 * catalogue to add it to.
 */
export function createTranslator(
  locale: string,
  catalogue: Catalogue,
  {sourceFile, catalogueFile}: {sourceFile: string; catalogueFile: string},
  used?: Set<string>,
  missing?: Set<string>,
): Translate {
  return (english) => {
    const key = normalizeText(english);
    if (locale === API_TEXT_LOCALE) return key;
    used?.add(key);
    const translated = catalogue.get(key);
    if (translated === undefined) {
      if (missing) {
        missing.add(key);
        return key;
      }
      throw new MissingTranslationError(
        `No ${locale} translation for ${JSON.stringify(key)} (from ${sourceFile}). Add it to ${catalogueFile}.`,
      );
    }
    return translated;
  };
}
