// The module ./docusaurus.ts stands in for, imported under a query so that
// the replacement (plugins/page-weight/index.ts) leaves this import alone.
declare module '@docusaurus/core/lib/client/docusaurus.js?original' {
  import docusaurus from '@docusaurus/core/lib/client/docusaurus';
  export default docusaurus;
}
