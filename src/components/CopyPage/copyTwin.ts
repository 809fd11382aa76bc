/**
 * Copies a page's Markdown twin to the clipboard. The twin is fetched when the
 * reader asks for it, so no page carries its own Markdown. Where the browser
 * takes a clipboard item whose content is still on its way (Chromium, Safari,
 * Firefox 127+), the item is handed over at once, inside the click: Safari
 * refuses a clipboard write that starts after an await.
 */
export type ClipboardLike = Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;

export type CopyEnvironment = {
  fetch: typeof fetch;
  clipboard: ClipboardLike;
  /** Undefined where the browser has none. */
  ClipboardItem: typeof ClipboardItem | undefined;
};

const browser = (): CopyEnvironment => ({
  fetch: (input, init) => fetch(input, init),
  clipboard: navigator.clipboard,
  ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
});

export async function copyTwin(twinUrl: string, environment: CopyEnvironment = browser()): Promise<void> {
  const {clipboard, ClipboardItem: Item} = environment;
  const text = environment.fetch(twinUrl).then(async (response) => {
    if (!response.ok) throw new Error(`${twinUrl}: ${response.status}`);
    return response.text();
  });
  if (Item && clipboard.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    // A clipboard that refuses at once never reads the item, and a twin that
    // then fails to load would be an unhandled rejection: the caller hears of
    // the failure from `write`, which rejects when either fails.
    blob.catch(() => undefined);
    await clipboard.write([new Item({'text/plain': blob})]);
    return;
  }
  await clipboard.writeText(await text);
}
