/**
 * Writes the public pages' HTML into a finished `vite build`: home, /products, every product on
 * sale, /compare and /solar-calculator, each with its first screen, its data and its own head (title, description,
 * canonical link, Open Graph, schema.org for products). The app itself renders them (src/entry-prerender.tsx,
 * loaded through Vite in Node), reading Firestore as a visitor would: the emulators the environment points at
 * (VITE_USE_EMULATORS / the demo project) or the production project of VITE_FIREBASE_*.
 *
 * Files: "/" → index.html, "/products" → products.html, "/products/{id}" → products/{id}.html, … The app's
 * unrendered shell is kept as app-shell.html: every other address (checkout, orders, admin, a product added after
 * the build) is served that (firebase.json rewrites, the preview server, the service worker's navigation fallback).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer, type Manifest } from 'vite';
import { SEARCH_INDEX_PATH, type SearchIndexFile } from '@domain/catalog/search-index';
import type { RenderedPage } from '../../src/entry-prerender';
import { EARLY_TAPS_SCRIPT } from '../../src/lib/prerender/early-taps';
import { APP_SHELL, pageFile } from './page-files';
import { ROOT } from './paths';

interface PrerenderModule {
  renderPage(path: string): Promise<RenderedPage>;
  publicProductIds(): Promise<string[]>;
  searchIndexFile(): Promise<SearchIndexFile>;
}

/** The search index's file in the build (docs/search.md); its address is SEARCH_INDEX_PATH. */
const SEARCH_INDEX_FILE = SEARCH_INDEX_PATH.slice(1);

const ROOT_CONTENT = /<div id="root">[\s\S]*?<!--\/boot-->\s*<\/div>/;

/**
 * The shell with a page in it. A prerendered page opened at another address (the same file serves
 * "/products?category=Inverters") shows the shell's loading view instead of a list that is not the one asked for,
 * until the app renders the right one (main.tsx).
 */
export function fillShell(shell: string, path: string, page: RenderedPage, screenCode: string[] = []): string {
  if (!ROOT_CONTENT.test(shell)) throw new Error('index.html has no <div id="root"> with the loading view');
  const bootView = ROOT_CONTENT.exec(shell)![0].replace('<div id="root">', '<div id="boot-elsewhere">');
  const elsewhere =
    `<script>if(location.pathname+location.search!==${JSON.stringify(path)})` +
    `document.documentElement.classList.add('elsewhere')</script>` +
    // Not the `hidden` attribute: the stylesheet keeps whatever is hidden so out of view (Tailwind's base styles).
    '<style>#boot-elsewhere,.elsewhere #root{display:none}.elsewhere #boot-elsewhere{display:block}</style>';
  return codeAfterFirstPaint(shell, screenCode)
    .replace('</head>', `${page.head}${elsewhere}${EARLY_TAPS_SCRIPT}</head>`)
    .replace(ROOT_CONTENT, () => `${bootView}<div id="root">${page.body}</div>${page.data}`);
}

const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * A prerendered page is painted by its HTML and CSS alone; the app's code only takes it over. Requested with the
 * page, that code (about 160 KB) shares a 3G phone's little bandwidth with the stylesheet and the pictures, and the
 * first paint comes later. So a prerendered page asks for its code once it has painted: the same module and
 * preloads Vite wrote, added by a small script after the first frame (at once if the page is not visible, as
 * a background tab paints nothing). Taps in between are kept (early-taps.ts). The unrendered shell
 * (app-shell.html) keeps Vite's tags: there nothing shows until the code has run.
 *
 * `screenCode` is the page's screen and the modules it imports (screenCode()): asked for at the same time, so that
 * the screen is there when the app takes the page over, and Vite's loader finds every one of them already asked for
 * (it adds a preload only for a module that has none). Each preload costs the phone a little main-thread time and
 * there are up to about forty, so they go in a few at a time, each batch its own short task: the page stays
 * responsive. The plain requests that come first (below) are started the same way.
 */
export function codeAfterFirstPaint(html: string, screenCode: readonly string[] = []): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app');
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const screenPreloads = screenCode.filter((file) => file !== entry && !preloads.includes(file));
  // The entry's imports and the entry ("" in the list), then the screen's. They are first asked for as plain
  // requests, and handed to the browser's module loader only once they have arrived (then from the HTTP cache): most
  // browsers keep a module that failed to load as failed for the life of the page, so a module load that failed
  // (the connection dropped) could never be tried again in this page. While the entry and its imports cannot be
  // fetched, the page stays as it is and asks again when the connection returns, or after a while (a phone on
  // lie-fi says it is online; a request that fails offline costs nothing). If the server answers with an error,
  // the code is loaded anyway (the app says what is wrong). The screen's files that did not arrive are left out:
  // main.tsx fetches them (window.__shopScreenCode) before it imports the screen, with the app's retry policy. When
  // some did not arrive and the phone is offline, nothing goes to the module loader until it is back: a browser that
  // cannot answer from its cache (a cache disabled or emptied) would fail each module for good, and leave the page
  // without its app after the connection returns. When every file arrived (offline, from the service worker's copy
  // on the phone), the app is loaded at once: offline, a page seen before is taken over and works.
  const app = [...preloads, ''];
  const loader =
    `<script>(function(){var d=document,q=${JSON.stringify(app)},s=${JSON.stringify(screenPreloads)},` +
    `wait=${FETCH_RETRY_MS};` +
    `function get(f){return fetch(f||${JSON.stringify(entry)}).then(function(r){if(r.ok)return r.arrayBuffer()})}` +
    // A few files per task, for the fetches as for the preloads: each costs the phone about a millisecond.
    `function each(l,f,done){var i=0;(function step(){for(var n=0;i<l.length&&n<${BATCH};i++,n++)f(l[i],i);` +
    `if(i<l.length)setTimeout(step,0);else done()})()}` +
    // `all` fails only when one of the app's files could not be fetched (a screen file that did not arrive is left
    // out); a failure is looked at once every request has started, and until then it is not left unhandled.
    `function fetchAll(){var ok={},all=[];each(q.concat(s),function(f,i){var p=get(f);p.catch(function(){});` +
    `all.push(i<q.length?p:p.then(function(){ok[f]=1},function(){}))},function(){` +
    `Promise.all(all).then(function(){var m=s.filter(function(f){return!ok[f]});` +
    `(m.length?online:function(f){f()})(function(){window.__shopScreenCode=m;` +
    `load(q.concat(s.filter(function(f){return ok[f]})))})},function(){` +
    `function again(){removeEventListener('online',again);clearTimeout(t);fetchAll()}` +
    `addEventListener('online',again);var t=setTimeout(again,wait);wait=Math.min(wait*2,${FETCH_RETRY_MAX_MS})})})}` +
    `function online(f){if(navigator.onLine!==false)return f();` +
    `addEventListener('online',function o(){removeEventListener('online',o);f()})}` +
    `function load(l){each(l,function(f){var e;if(f){e=d.createElement('link');e.rel='modulepreload';e.href=f}` +
    `else{e=d.createElement('script');e.type='module';e.src=${JSON.stringify(entry)}}` +
    `e.crossOrigin='';d.head.appendChild(e)},function(){})}` +
    `if(document.visibilityState!=='visible')fetchAll();` +
    `else requestAnimationFrame(function(){setTimeout(fetchAll,0)})})()</script>`;
  return html.replace(PRELOAD, '').replace(ENTRY, loader);
}

/** A prerendered page's loader asks again for code it could not fetch after this, then twice as long, up to the max. */
const FETCH_RETRY_MS = 3000;
const FETCH_RETRY_MAX_MS = 60_000;

/** Requests, and then preloads, started per task by a prerendered page's loader (about 1 ms each on a slow phone). */
const BATCH = 8;

/** The screen module (src/app/router.tsx's lazy routes) each prerendered page shows. */
export function screenModule(path: string): string {
  if (path === '/') return 'src/app/routes/home.tsx';
  if (path.startsWith('/products/')) return 'src/app/routes/product-detail.tsx';
  return `src/app/routes${path}.tsx`; // /products, /compare, /solar-calculator
}

/**
 * A screen's code as the built files the browser fetches for it ("/assets/…"): its chunk and every chunk it imports,
 * from Vite's manifest, the same list Vite's loader preloads when the app imports the screen.
 */
export function screenCode(manifest: Manifest, module: string): string[] {
  if (!manifest[module]) throw new Error(`The build has no chunk for ${module}: is it still a screen of the router?`);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return; // the entry and its imports: index.html's own preloads
    seen.add(key);
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return files;
}

/**
 * Runs `run` with the prerender entry (src/entry-prerender.tsx) loaded through Vite in the client build's
 * environment (mode production: .env.production*, VITE_* variables, so the same Firebase project and site
 * address), then closes Vite.
 */
async function withPrerenderApp<R>(run: (app: PrerenderModule) => Promise<R>): Promise<R> {
  const vite = await createServer({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // A dependency cache of its own: in node_modules/.vite, the dev server's, this server's optimizer would replace
    // the deps a running `npm start` serves (its pages then fail to load until it is restarted).
    cacheDir: join(ROOT, 'node_modules', '.vite-prerender'),
  });
  try {
    return await run((await vite.ssrLoadModule('/src/entry-prerender.tsx')) as PrerenderModule);
  } finally {
    await vite.close();
  }
}

/** The search index alone, written again into a finished build (scripts/bench-search.ts). */
export function writeSearchIndex(outDir: string): Promise<number> {
  return withPrerenderApp(async (app) => {
    const file = await app.searchIndexFile();
    writeFileSync(join(outDir, SEARCH_INDEX_FILE), JSON.stringify(file));
    return file.rows.length;
  });
}

/**
 * The addresses the build writes a page for. The service worker keeps exactly these (PRERENDERED_ADDRESS in
 * src/lib/pwa/cache-names.ts, tested against this list); every other address is the app's shell.
 */
export function prerenderedPaths(productIds: readonly string[]): string[] {
  return ['/', '/products', '/compare', '/solar-calculator', ...productIds.map((id) => `/products/${id}`)];
}

export async function prerenderSite(outDir: string = join(ROOT, 'dist')): Promise<number> {
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  copyFileSync(join(outDir, 'index.html'), join(outDir, APP_SHELL));
  return withPrerenderApp(async (app) => {
    // The search index first: a product changed while the pages are written is then in its changes.
    writeFileSync(join(outDir, SEARCH_INDEX_FILE), JSON.stringify(await app.searchIndexFile()));
    const ids = await app.publicProductIds();
    const paths = prerenderedPaths(ids);
    for (const path of paths) {
      const file = join(outDir, pageFile(path));
      mkdirSync(dirname(file), { recursive: true });
      const page = await app.renderPage(path);
      writeFileSync(file, fillShell(shell, path, page, screenCode(manifest, screenModule(path))));
    }
    return paths.length;
  });
}
