import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {urlRepair} from '../guards/address';

/**
 * Repairs the address bar. Runs once, as the site's code starts and before
 * React hydrates the page: makes the address one the router reads as the
 * page the host sent (src/guards/address.ts says why and how). The served page is named by its
 * `og:url`, which the theme writes from the path the page was prerendered
 * for (our canonical changes on old API versions leave it alone).
 */
if (ExecutionEnvironment.canUseDOM) {
  const servedUrl = document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  const servedPathname = servedUrl ? new URL(servedUrl, location.href).pathname : undefined;
  const repair = servedPathname ? urlRepair(location.pathname, servedPathname) : undefined;
  const rest = location.search + location.hash;
  if (repair?.action === 'replace') {
    history.replaceState(history.state, '', repair.pathname + rest);
  } else if (repair?.action === 'reload') {
    // Until the browser leaves, this page is the not-found page it was sent
    // as: should React hydrate it meanwhile, it finds what the host rendered.
    history.replaceState(history.state, '', servedPathname! + rest);
    location.replace(repair.pathname + rest);
  }
}
