/**
 * A static copy of a rendered page: its HTML as painted, without any JavaScript (every <script>, module preload
 * and script preload removed), with its stylesheets, styles and images kept: the physical limit of that page.
 * A <base> keeps every relative address resolving as it did on the page itself, wherever the copy is served.
 *
 * Self-contained on purpose (no helper, no import): Playwright runs it inside the page as
 * `page.evaluate(staticCopyOf, null)` (null: the page's own document), and tests run it on a jsdom document.
 */
export const staticCopyOf = (given: Document | null): string => {
  const doc = given ?? document;
  const root = doc.documentElement.cloneNode(true) as HTMLElement;
  root
    .querySelectorAll('script, link[rel~="modulepreload"], link[rel~="preload"][as="script"]')
    .forEach((node) => node.remove());
  let head = root.querySelector('head');
  if (!head) {
    head = doc.createElement('head');
    root.prepend(head);
  }
  head.querySelectorAll('base').forEach((node) => node.remove());
  // The page's own path (not its origin): the copy then works on whatever port it is served from.
  const url = new URL(doc.baseURI);
  const base = doc.createElement('base');
  base.setAttribute('href', /^https?:$/.test(url.protocol) ? url.pathname + url.search : doc.baseURI);
  head.prepend(base);
  return `<!doctype html>\n${root.outerHTML}`;
};
