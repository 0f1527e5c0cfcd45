import { describe, expect, it } from 'vitest';
import { staticCopyOf } from './static-copy';

function rendered(): Document {
  const doc = document.implementation.createHTMLDocument('Savanna Solar');
  doc.documentElement.innerHTML = `
    <head>
      <meta charset="utf-8">
      <title>Savanna Solar</title>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
      <link rel="preload" as="script" href="/assets/lazy.js">
      <link rel="stylesheet" crossorigin href="/assets/index-123.css">
      <link rel="preload" as="image" href="/products/panel.webp">
      <style>.x { color: red }</style>
    </head>
    <body>
      <div id="root"><h1>Power your home</h1><img src="products/panel.webp" alt="A panel"></div>
      <script>window.__data = 1</script>
    </body>`;
  return doc;
}

describe('staticCopyOf', () => {
  it('keeps the painted HTML, stylesheets, styles and images, and drops every script and module preload', () => {
    const html = staticCopyOf(rendered());
    expect(html.startsWith('<!doctype html>\n<html')).toBe(true);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/lazy.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/index-123.css">');
    expect(html).toContain('<link rel="preload" as="image" href="/products/panel.webp">');
    expect(html).toContain('<style>.x { color: red }</style>');
    expect(html).toContain('<h1>Power your home</h1><img src="products/panel.webp" alt="A panel">');
  });

  it("adds a <base> with the page's path first in <head>: relative addresses resolve as on the page itself", () => {
    const doc = rendered();
    const page = doc.createElement('base');
    page.href = 'http://127.0.0.1:41234/products/panel-jinko-450w-mono?tab=specs';
    doc.head.append(page);
    const html = staticCopyOf(doc);
    expect(html).toContain('<head><base href="/products/panel-jinko-450w-mono?tab=specs">');
    expect(html.match(/<base /g)).toHaveLength(1);
  });

  it('leaves the rendered page itself untouched', () => {
    const doc = rendered();
    staticCopyOf(doc);
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(doc.querySelector('base')).toBeNull();
    expect(doc.querySelector('link[rel="modulepreload"]')).not.toBeNull();
  });
});
