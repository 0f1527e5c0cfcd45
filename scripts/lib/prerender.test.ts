import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile } from './page-files';
import { ROOT } from './paths';
import { PRERENDERED_ADDRESS } from '../../src/lib/pwa/cache-names';
import { codeAfterFirstPaint, fillShell, prerenderedPaths, screenCode, screenModule } from './prerender';

describe('prerendered pages', () => {
  it('are exactly the addresses the service worker keeps as pages; the others are the shell', () => {
    for (const path of prerenderedPaths(['panel-jinko-450w-mono', 'ups-apc-1500va'])) {
      expect(PRERENDERED_ADDRESS.test(path), path).toBe(true);
    }
    for (const path of ['/checkout', '/orders/abc', '/admin/products', '/products/a/b', '/account', '/plans/x']) {
      expect(PRERENDERED_ADDRESS.test(path), path).toBe(false);
    }
  });

  it('go where Hosting (cleanUrls) looks for them', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/products')).toBe('products.html');
    expect(pageFile('/products/abc')).toBe('products/abc.html');
    expect(pageFile('/solar-calculator/')).toBe('solar-calculator.html');
  });

  it("replace the shell's loading view with the page, its head and its data, keeping the view for other addresses", () => {
    const shell = readFileSync(join(ROOT, 'index.html'), 'utf8');
    const html = fillShell(shell, '/products', {
      head: '<title>Products | Savanna Solar</title>',
      body: '<main><h1>Products</h1></main>',
      data: '<script id="shop-data" type="application/json">{}</script>',
    });
    expect(html).toContain(
      '<title>Products | Savanna Solar</title><script>if(location.pathname+location.search!=="/products")',
    );
    expect(html).toContain('<div id="root"><main><h1>Products</h1></main></div><script id="shop-data"');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    // The loading view stays, hidden, for the same file opened at /products?category=…
    expect(html).toMatch(/<div id="boot-elsewhere">\s*<div class="boot"/);
    expect(html).toContain(
      '<style>#boot-elsewhere,.elsewhere #root{display:none}.elsewhere #boot-elsewhere{display:block}',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("ask for the app's code once painted: the same module and preloads, added by a script", () => {
    const html = codeAfterFirstPaint(
      '<script type="module" crossorigin src="/assets/index.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react.js">\n' +
        '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    );
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain('q=["/assets/react.js",""],s=[]');
    expect(html).toContain('e.src="/assets/index.js"');
    expect(html).toContain('requestAnimationFrame(function(){setTimeout(fetchAll,0)})');
  });

  /** Runs a page's loader on a stand-in document and network: what it fetched and handed to the module loader. */
  function runLoader(html: string, answer: (url: string) => boolean, navigator: { onLine: boolean }) {
    const script = /<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(html)![1]!;
    // What each task did: the requests it started and what it handed to the module loader.
    const tasks: (() => void)[] = [];
    let task = { fetched: [] as string[], loaded: [] as string[] };
    const done: (typeof task)[] = [];
    type Element = { tag: string; href: string; src: string };
    const element = (tag: string): Element => ({ tag, href: '', src: '' });
    const document = {
      visibilityState: 'hidden',
      createElement: element,
      head: { appendChild: (e: Element) => task.loaded.push(e.tag === 'script' ? `script ${e.src}` : e.href) },
    };
    const listeners: (() => void)[] = [];
    const window: { __shopScreenCode?: string[] } = {};
    const fetch = (url: string) => {
      task.fetched.push(url);
      return answer(url)
        ? Promise.resolve({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) })
        : Promise.reject(new TypeError('Failed to fetch'));
    };
    new Function(
      'window',
      'document',
      'setTimeout',
      'clearTimeout',
      'addEventListener',
      'removeEventListener',
      'requestAnimationFrame',
      'fetch',
      'navigator',
      script,
    )(
      window,
      document,
      // The loader's batches follow each other at once; its retries wait (the tests bring the connection back).
      (task: () => void, ms?: number) => void (!ms && tasks.push(task)),
      () => undefined,
      (_: string, listener: () => void) => listeners.push(listener),
      () => undefined,
      () => undefined,
      fetch,
      navigator,
    );
    /** Runs every task, and those they start, until none is left; then each task's work (as `batches`). */
    const settle = async () => {
      const endTask = () => {
        if (task.fetched.length || task.loaded.length) done.push(task);
        task = { fetched: [], loaded: [] };
      };
      endTask(); // what ran synchronously, or in answer to an event, was a task of its own
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        endTask(); // what promises ran since
        if (!tasks.length) break;
        while (tasks.length) {
          tasks.shift()!();
          endTask();
        }
      }
    };
    const batches = () => done.map((t) => t.loaded).filter((l) => l.length > 0);
    const fetchBatches = () => done.map((t) => t.fetched.length).filter((n) => n > 0);
    const fetched = () => done.flatMap((t) => t.fetched);
    return { batches, fetchBatches, fetched, listeners, settle, window };
  }

  const APP_HTML =
    '<script type="module" crossorigin src="/assets/index.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/react.js">';

  it("ask for the screen's code with the app's, a few files per task, each file once, once all could be fetched", async () => {
    const screen = Array.from({ length: 10 }, (_, i) => `/assets/part-${i}.js`);
    const html = codeAfterFirstPaint(APP_HTML, ['/assets/react.js', ...screen]);
    expect(html).toContain(`q=["/assets/react.js",""],s=${JSON.stringify(screen)}`);
    let online = false;
    const loader = runLoader(html, () => online, { onLine: true });
    await loader.settle();
    // Offline: every file is asked for as a plain request, none goes to the module loader, which would keep failing.
    expect(new Set(loader.fetched())).toEqual(new Set(['/assets/react.js', '/assets/index.js', ...screen]));
    expect(loader.fetchBatches()).toEqual([8, 4]);
    expect(loader.batches()).toEqual([]);
    online = true;
    loader.listeners.shift()!(); // the connection returns
    await loader.settle();
    expect(loader.fetchBatches()).toEqual([8, 4, 8, 4]);
    expect(loader.batches().map((b) => b.length)).toEqual([8, 4]);
    expect(loader.batches().flat()).toEqual(['/assets/react.js', 'script /assets/index.js', ...screen]);
    expect(loader.window.__shopScreenCode).toEqual([]); // the app has nothing left to fetch
  });

  it("hand nothing to the module loader while the phone is offline, although the app's files arrived", async () => {
    const screen = ['/assets/home.js', '/assets/card.js'];
    const navigator = { onLine: true };
    // The connection drops as the screen's first file is asked for: the app's files and the card have arrived.
    const loader = runLoader(
      codeAfterFirstPaint(APP_HTML, screen),
      (url) => {
        if (url !== '/assets/home.js') return true;
        navigator.onLine = false;
        return false;
      },
      navigator,
    );
    await loader.settle();
    expect(loader.batches()).toEqual([]);
    navigator.onLine = true;
    for (const listener of loader.listeners.splice(0)) listener(); // the connection returns
    await loader.settle();
    // The screen's missing file is left to the app (main.tsx fetches it again), and only that one.
    expect(loader.batches().flat()).toEqual(['/assets/react.js', 'script /assets/index.js', '/assets/card.js']);
    expect(loader.window.__shopScreenCode).toEqual(['/assets/home.js']);
  });

  it('load the app at once offline when every file came from the phone (the service worker keeps them)', async () => {
    const screen = ['/assets/home.js', '/assets/card.js'];
    const loader = runLoader(codeAfterFirstPaint(APP_HTML, screen), () => true, { onLine: false });
    await loader.settle();
    expect(loader.batches().flat()).toEqual(['/assets/react.js', 'script /assets/index.js', ...screen]);
    expect(loader.window.__shopScreenCode).toEqual([]);
    expect(loader.listeners).toEqual([]); // nothing waits for the connection
  });

  it("know each page's screen and its chunks from Vite's manifest, without the entry's", () => {
    expect(['/', '/products', '/products/x', '/compare', '/solar-calculator'].map(screenModule)).toEqual([
      'src/app/routes/home.tsx',
      'src/app/routes/products.tsx',
      'src/app/routes/product-detail.tsx',
      'src/app/routes/compare.tsx',
      'src/app/routes/solar-calculator.tsx',
    ]);
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_card.js': { file: 'assets/card.js', imports: ['_react.js', 'index.html'] },
      'src/app/routes/products.tsx': { file: 'assets/products.js', imports: ['index.html', '_card.js', '_react.js'] },
    };
    expect(screenCode(manifest, 'src/app/routes/products.tsx')).toEqual([
      '/assets/products.js',
      '/assets/card.js',
      '/assets/react.js',
    ]);
    expect(() => screenCode(manifest, 'src/app/routes/gone.tsx')).toThrow('no chunk for src/app/routes/gone.tsx');
  });
});
