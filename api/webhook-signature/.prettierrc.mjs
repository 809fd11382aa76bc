// The samples here are shown on the Webhooks API page: lines no wider than a
// code block there shows without scrolling. Otherwise the site's settings.
import {readFileSync} from 'node:fs';

const site = JSON.parse(
  readFileSync(new URL('../../.prettierrc.json', import.meta.url), 'utf8'),
);

export default {...site, printWidth: 80};
