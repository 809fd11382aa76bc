// The modules ./docusaurus.ts and ./prefetchOnce.ts stand in for, imported
// under a query so that the replacements (patches/idle-prefetch/index.ts) leave
// these imports alone.
declare module '@docusaurus/core/lib/client/docusaurus.js?original' {
  import docusaurus from '@docusaurus/core/lib/client/docusaurus';
  export default docusaurus;
}

declare module '@docusaurus/core/lib/client/prefetch.js?original' {
  export default function prefetch(url: string): Promise<void>;
}
