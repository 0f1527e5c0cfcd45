/**
 * Gives the page's history entry a key of its own when it has none, before the router starts.
 *
 * React Router's scroll restoration (the root layout's <ScrollRestoration />) remembers each page's position by
 * its history entry's key. A page opened by typing its address, from a bookmark or from a link outside the shop
 * starts with no history state, and React Router calls every such entry "default": they all shared one key, so
 * the position left on one page was restored on the next address typed in the same tab (the calculator opened
 * 1,200 px down). With a key of its own, a new address opens at the top, as links inside the shop (new entries,
 * new keys) already did; a reload and Back or Forward keep the entry's state, so they still restore the position.
 * React Router's framework mode does the same before it restores.
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : null;
  if (typeof current?.key === 'string' && current.key !== '') return;
  history.replaceState({ usr: null, ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
