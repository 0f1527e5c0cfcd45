/**
 * Writes the public pages' HTML into a finished `vite build` (issue 11 item 1): home, /products, every product on
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
import { createServer } from 'vite';
import type { RenderedPage } from '../../src/entry-prerender';
import { EARLY_TAPS_SCRIPT } from '../../src/lib/prerender/early-taps';
import { APP_SHELL, pageFile } from './page-files';
import { ROOT } from './paths';

interface PrerenderModule {
  renderPage(path: string): Promise<RenderedPage>;
  publicProductIds(): Promise<string[]>;
}

const ROOT_CONTENT = /<div id="root">[\s\S]*?<!--\/boot-->\s*<\/div>/;

/**
 * The shell with a page in it. A prerendered page opened at another address (the same file serves
 * "/products?category=Inverters") shows the shell's loading view instead of a list that is not the one asked for,
 * until the app renders the right one (main.tsx).
 */
export function fillShell(shell: string, path: string, page: RenderedPage): string {
  if (!ROOT_CONTENT.test(shell)) throw new Error('index.html has no <div id="root"> with the loading view');
  const bootView = ROOT_CONTENT.exec(shell)![0].replace('<div id="root">', '<div id="boot-elsewhere" hidden>');
  const elsewhere =
    `<script>if(location.pathname+location.search!==${JSON.stringify(path)})` +
    `document.documentElement.classList.add('elsewhere')</script>` +
    '<style>.elsewhere #root{display:none}.elsewhere #boot-elsewhere{display:block}</style>';
  return shell
    .replace('</head>', `${page.head}${elsewhere}${EARLY_TAPS_SCRIPT}</head>`)
    .replace(ROOT_CONTENT, () => `${bootView}<div id="root">${page.body}</div>${page.data}`);
}

export async function prerenderSite(outDir: string = join(ROOT, 'dist')): Promise<number> {
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  copyFileSync(join(outDir, 'index.html'), join(outDir, APP_SHELL));
  const vite = await createServer({
    root: ROOT,
    // The client build's environment (.env.production*, VITE_* variables): the same Firebase project and site address.
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const app = (await vite.ssrLoadModule('/src/entry-prerender.tsx')) as PrerenderModule;
    const ids = await app.publicProductIds();
    const paths = ['/', '/products', '/compare', '/solar-calculator', ...ids.map((id) => `/products/${id}`)];
    for (const path of paths) {
      const file = join(outDir, pageFile(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, fillShell(shell, path, await app.renderPage(path)));
    }
    return paths.length;
  } finally {
    await vite.close();
  }
}
