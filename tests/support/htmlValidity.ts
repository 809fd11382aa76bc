import {readdirSync} from 'node:fs';
import path from 'node:path';
import {HtmlValidate, FileSystemConfigLoader, type Report} from 'html-validate';

/** html-validate with the committed ruleset (.htmlvalidate.cjs), for built files and rendered pages. */
export const htmlValidator = () => new HtmlValidate(new FileSystemConfigLoader());

/** The built HTML files under a folder. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/** The search page has tests of its own: as built, and with the results it renders in the browser. */
export const isSearchPage = (file: string) => /(^|\/)search\/index\.html$/.test(file);

/** One line per problem: file, position, rule and message. */
export function messages(report: Report): string[] {
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${result.filePath}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}
