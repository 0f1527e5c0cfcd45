import { existsSync, readFileSync } from 'node:fs';
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

/** A firebase.json header rule: a `source` glob or an RE2 `regex` over the address asked for. */
export interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

/** A Hosting `source` glob as a regular expression: `**` any part of the path, `*` any part of one segment. */
export function hostingGlob(source: string): RegExp {
  const pattern = source
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

/** firebase.json's header rules, from the folder that holds it. */
export function readHostingRules(root: string): HostingHeaderRule[] {
  const json = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    hosting: { headers?: HostingHeaderRule[] };
  };
  return json.hosting.headers ?? [];
}

/** The response headers firebase.json gives the file at `path` (e.g. code files cached for a year). */
export function hostingHeaders(rules: readonly HostingHeaderRule[], path: string): [string, string][] {
  return rules
    .filter((rule) => (rule.regex ? new RegExp(rule.regex) : hostingGlob(rule.source ?? '')).test(path))
    .flatMap((rule) => rule.headers.map(({ key, value }): [string, string] => [key, value]));
}

/**
 * `vite preview` (the journeys' server) answering like Hosting: without this it would send index.html (the home
 * page, prerendered) for /checkout, and every file with "no-cache", where Hosting lets the browser keep the code for a
 * year (firebase.json's headers): a phone that has fetched a file loads it from its cache, also offline.
 */
export function previewLikeHosting(): Plugin {
  return {
    name: 'shop-preview-like-hosting',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      const rules = readHostingRules(server.config.root);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        // Set before the file server answers: it keeps a header already set over its own.
        for (const [key, value] of hostingHeaders(rules, url.pathname)) res.setHeader(key, value);
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
