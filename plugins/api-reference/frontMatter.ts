import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {Joi, validateFrontMatter} from '@docusaurus/utils-validation';
import type {DocFrontMatter} from '@docusaurus/plugin-content-docs';

export class PageFrontMatterError extends Error {
  override name = 'PageFrontMatterError';
}

/**
 * The front matter keys a hand-written API page uses, with the types the docs
 * plugin gives them. Other keys pass here; the docs plugin checks them on the
 * generated copy.
 */
const API_PAGE_FRONT_MATTER = Joi.object({
  title: Joi.string(),
  description: Joi.string(),
  slug: Joi.string(),
  sidebar_label: Joi.string(),
  sidebar_position: Joi.number(),
  sidebar_class_name: Joi.string(),
  hide_title: Joi.boolean(),
  hide_table_of_contents: Joi.boolean(),
  keywords: Joi.array().items(Joi.string()),
  image: Joi.string(),
  unlisted: Joi.boolean(),
  draft: Joi.boolean(),
}).unknown();

/**
 * Checks a hand-written API page's front matter with Docusaurus's parser and
 * its validation helper. The docs plugin would catch the same mistakes later,
 * but it reads the generated copy (api/docs/, api_versioned_docs/...), so its
 * message would name a file nobody edits; this one names the source page.
 * Returns the checked front matter.
 */
export async function checkPageFrontMatter(content: string, sourceFile: string): Promise<DocFrontMatter> {
  let frontMatter: Record<string, unknown>;
  try {
    ({frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: sourceFile, fileContent: content}));
  } catch (error) {
    throw new PageFrontMatterError(
      `${sourceFile}: the front matter is not valid YAML: ${String(error instanceof Error ? error.message : error)}`,
    );
  }
  try {
    return validateFrontMatter(frontMatter, API_PAGE_FRONT_MATTER) as DocFrontMatter;
  } catch (error) {
    throw new PageFrontMatterError(`${sourceFile}: invalid front matter: ${String(error instanceof Error ? error.message : error)}`);
  }
}
