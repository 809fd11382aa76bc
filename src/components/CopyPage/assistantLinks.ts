import {product} from '../../config/product';

export type Assistant = keyof typeof product.assistants;

/** In the order the page shows them. */
export const ASSISTANTS = Object.keys(product.assistants) as Assistant[];

/**
 * The address that opens `assistant` with `prompt` as the reader's first
 * message: a plain link, so it works without JavaScript. The prompt is
 * percent-encoded (spaces as %20, not `+`), which every query decoder reads
 * the same way.
 */
export function assistantHref(assistant: Assistant, prompt: string): string {
  return `${product.assistants[assistant].url}?q=${encodeURIComponent(prompt)}`;
}
