import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {validateDocFrontMatter} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import type {DocFrontMatter} from '@docusaurus/plugin-content-docs';

export class PageFrontMatterError extends Error {
  override name = 'PageFrontMatterError';
}

/**
 * Checks a hand-written API page's front matter with the docs plugin's own
 * parser and schema. The docs plugin would catch the same mistakes later, but
 * it reads the generated copy (api/docs/, api_versioned_docs/...), so its
 * message would name a file nobody edits; this one names the source page.
 * Returns the checked front matter.
 */
export async function checkPageFrontMatter(content: string, sourceFile: string): Promise<DocFrontMatter> {
  let frontMatter: Record<string, unknown>;
  try {
    ({frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: sourceFile, fileContent: content}));
  } catch (error) {
    throw new PageFrontMatterError(`${sourceFile}: the front matter is not valid YAML: ${String(error instanceof Error ? error.message : error)}`);
  }
  try {
    return validateDocFrontMatter(frontMatter);
  } catch (error) {
    throw new PageFrontMatterError(`${sourceFile}: invalid front matter: ${String(error instanceof Error ? error.message : error)}`);
  }
}
