/**
 * The OpenAPI documents are published for tools that read them away from this
 * site: Postman (whose collections are made from them, ./postman.ts), Swagger
 * UI, an SDK generator, an agent. Their descriptions link guide pages by site
 * path (`[KYC](/docs/glossary/kyc#kyc-statuses)`), which the API reference's
 * pages resolve under the site's base URL and such a tool resolves against its
 * own host, if at all. In the published copy each becomes an absolute URL
 * under `root`, the site in the documents' own language.
 *
 * Only a Markdown link whose target starts with one `/` changes: absolute URLs
 * and protocol-relative `//host/...` are left as they are.
 */
export function withAbsoluteSiteLinks(document: string, root: string): string {
  if (!/^https?:\/\/[^/]+\/(.*\/)?$/.test(root)) {
    throw new Error(`markdown-twins: the OpenAPI documents' link root must be an absolute URL ending in "/", got ${JSON.stringify(root)}.`);
  }
  return document.replace(/\]\(\/(?!\/)/g, () => `](${root}`);
}

/**
 * A description's link to another operation of the same document,
 * `[Create an order](#operation/createOrder)` as Redoc reads it, leads nowhere
 * in Postman. In a collection it becomes the operation's page in the API
 * reference (`pageOf`: operationId to absolute URL).
 */
export function withOperationPageLinks(text: string, pageOf: ReadonlyMap<string, string>, name: string): string {
  return text.replace(/\]\(#operation\/([^)\s]+)\)/g, (_link, operationId: string) => {
    const page = pageOf.get(operationId);
    if (!page) throw new Error(`${name}: a description links #operation/${operationId}, which is no operation of the document.`);
    return `](${page})`;
  });
}
