import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * How the built shop's addresses map to files, as Firebase Hosting serves them (firebase.json: cleanUrls, and every
 * other address rewritten to the shell): a prerendered page's file (scripts/lib/prerender.ts), else the app's shell.
 */
export const APP_SHELL = 'app-shell.html';

/** Where the page at `path` is written: "/" → index.html, "/products/abc" → products/abc.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/**
 * `vite preview` (the journeys' server) answering like Hosting: without this it would send index.html (the home
 * page, prerendered) for /checkout.
 */
export function previewLikeHosting(): Plugin {
  return {
    name: 'shop-preview-like-hosting',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if ((req.method === 'GET' || req.method === 'HEAD') && extname(url.pathname) === '') {
          const file = pageFile(decodeURIComponent(url.pathname));
          const shell = existsSync(join(outDir, APP_SHELL)) ? APP_SHELL : 'index.html';
          req.url = `/${existsSync(join(outDir, file)) ? file : shell}${url.search}`;
        }
        next();
      });
    },
  };
}
