/**
 * What the search page says to a reader whose browser runs no JavaScript:
 * both the built-in index and Algolia answer in the browser, so the page
 * would otherwise stay empty under its search box. It points to the two
 * ways through the site that need none: the guide's index, and the locale's
 * llms.txt, which lists every page with its Markdown twin
 * (plugins/markdown-twins).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {LLMS_FILE} from '../../config/markdownTwins';

export default function SearchWithoutJavaScript(): ReactNode {
  return (
    <noscript>
      <p>
        <Translate
          id="theme.SearchPage.noJavaScript"
          description="What the search page says when the browser runs no JavaScript; {guide} and {llms} are links"
          values={{
            guide: (
              <Link to="/docs">
                <Translate
                  id="theme.SearchPage.noJavaScript.guideLink"
                  description="The link to the guide's index, in theme.SearchPage.noJavaScript">
                  the guide's index
                </Translate>
              </Link>
            ),
            // A file beside the pages, not a route: `pathname://` keeps the base URL and skips the router.
            llms: (
              <Link to={`pathname:///${LLMS_FILE}`} target="_self">
                {LLMS_FILE}
              </Link>
            ),
          }}>
          {
            'Search needs JavaScript, which your browser is not running. Browse {guide} instead, or open {llms}, the list of every page of this site.'
          }
        </Translate>
      </p>
    </noscript>
  );
}
