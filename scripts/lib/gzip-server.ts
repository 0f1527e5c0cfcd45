/**
 * A tiny static file server that answers gzip-compressed, as a CDN would: serves a built app folder the way
 * Firebase Hosting does (the file itself, else its folder's index.html or the page's .html, else the SPA's
 * shell, app-shell.html (else /index.html), for a path without a file extension), plus pages added at run time (`put`), e.g. static copies
 * of rendered pages.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve as resolvePath, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listenLocally } from './local-server';
import { APP_SHELL, hostingHeaders, readHostingRules } from './page-files';
import { ROOT } from './paths';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Formats that are compressed already: gzip would only add bytes and time. */
const ALREADY_COMPRESSED = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.woff', '.woff2']);

export function contentType(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

interface Entry {
  type: string;
  body: Buffer;
  /** A strong validator, as Hosting sends: a repeat request with If-None-Match is answered 304 without a body. */
  etag: string;
  /** The gzip form, when worth sending. */
  gzip?: Buffer;
}

function entry(path: string, body: Buffer): Entry {
  const ext = extname(path).toLowerCase();
  return {
    type: contentType(path),
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzip: ALREADY_COMPRESSED.has(ext) ? undefined : gzipSync(body, { level: 9 }),
  };
}

export interface GzipServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  origin: string;
  /** Serves `body` at `path` (e.g. /__static/home.html) from now on. */
  put(path: string, body: string | Buffer): void;
  /** Bytes sent so far (headers and bodies), whoever asked: the page, or the service worker on its behalf. */
  bytesSent(): number;
  close(): Promise<void>;
}

export async function startGzipServer(folder: string, port = 0): Promise<GzipServer> {
  const root = resolvePath(folder);
  // Hosting's caching (firebase.json): code kept a year, pages revalidated.
  const rules = readHostingRules(ROOT);
  let sent = 0;
  /** Counts an answer before it goes: its status line, headers and body, as they are written on the wire. */
  const send = (res: ServerResponse, status: number, headers: Record<string, string | number>, body?: Buffer) => {
    const head = Object.entries(headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    sent += 17 + head + 2 + (body?.length ?? 0);
    res.writeHead(status, headers).end(body);
  };
  const cache = new Map<string, Entry>();
  const extra = new Map<string, Entry>();

  async function fileEntry(file: string): Promise<Entry | undefined> {
    const cached = cache.get(file);
    if (cached) return cached;
    try {
      if (!(await stat(file)).isFile()) return undefined;
    } catch {
      return undefined;
    }
    const made = entry(file, await readFile(file));
    cache.set(file, made);
    return made;
  }

  /** Firebase Hosting's order: the file, the folder's index.html (or page.html), then the rewrite to the app's shell. */
  async function resolve(pathname: string): Promise<Entry | undefined> {
    const added = extra.get(pathname);
    if (added) return added;
    const file = normalize(join(root, decodeURIComponent(pathname)));
    if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
    const found =
      (await fileEntry(file)) ??
      (await fileEntry(join(file, 'index.html'))) ??
      // Hosting's cleanUrls, should prerendered pages be written as products.html
      (file === root || extname(file) ? undefined : await fileEntry(`${file}.html`));
    if (found) return found;
    // A missing asset is a 404 (clearer than HTML in place of a script); a missing page is the SPA's.
    const ext = extname(pathname);
    if (ext && ext !== '.html') return undefined;
    return (await fileEntry(join(root, APP_SHELL))) ?? fileEntry(join(root, 'index.html'));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let found: Entry | undefined;
    try {
      found = await resolve(pathname);
    } catch {
      found = undefined;
    }
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const gzip = found.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? found.gzip! : found.body;
    const headers = {
      'Cache-Control': 'no-cache',
      ...Object.fromEntries(hostingHeaders(rules, pathname)),
      ETag: found.etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === found.etag) {
      send(res, 304, headers);
      return;
    }
    const full = {
      ...headers,
      'Content-Type': found.type,
      'Content-Length': body.length,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    send(res, 200, full, req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  const { url, close } = await listenLocally(server, port);
  return {
    origin: url,
    put(path, body) {
      extra.set(path, entry(path, Buffer.isBuffer(body) ? body : Buffer.from(body)));
    },
    bytesSent: () => sent,
    close,
  };
}
