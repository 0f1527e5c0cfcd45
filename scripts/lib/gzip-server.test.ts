// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGzipServer, type GzipServer } from './gzip-server';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still compressed when gzip). */
  raw: Buffer;
  /** The body as the browser sees it. */
  text: string;
}

/** A raw HTTP GET (fetch would undo the compression and hide the headers' truth). */
function get(origin: string, path: string, gzip = true, etag?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      {
        headers: {
          ...(gzip ? { 'Accept-Encoding': 'gzip, deflate, br' } : {}),
          ...(etag ? { 'If-None-Match': etag } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: body.toString() });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('startGzipServer', () => {
  let dir: string;
  let server: GzipServer;
  const script = `console.log(${JSON.stringify('solar '.repeat(2000))});`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gzip-server-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'about'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'about', 'index.html'), '<!doctype html><h1>About</h1>');
    writeFileSync(join(dir, 'compare.html'), '<!doctype html><h1>Compare</h1>');
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'index-abc.css'), 'body { margin: 0 }');
    writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Savanna Solar"}');
    writeFileSync(join(tmpdir(), 'outside-secret.txt'), 'secret');
    server = await startGzipServer(dir);
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(tmpdir(), 'outside-secret.txt'), { force: true });
  });

  it('sends text gzip-compressed with its content type, and plain to a client that does not take gzip', async () => {
    const js = await get(server.origin, '/assets/index-abc.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.text).toBe(script);
    expect(js.raw.length).toBeLessThan(script.length / 10);
    expect(Number(js.headers['content-length'])).toBe(js.raw.length);

    const plain = await get(server.origin, '/assets/index-abc.js', false);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);

    expect((await get(server.origin, '/assets/index-abc.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get(server.origin, '/manifest.webmanifest')).headers['content-type']).toBe(
      'application/manifest+json; charset=utf-8',
    );
  });

  it('sends images as they are (already compressed)', async () => {
    const png = await get(server.origin, '/logo.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.raw.length).toBe(7);
  });

  it("answers a page path with its folder's index.html or its .html, else the app's index.html (SPA fallback)", async () => {
    expect((await get(server.origin, '/about')).text).toContain('<h1>About</h1>');
    expect((await get(server.origin, '/compare')).text).toContain('<h1>Compare</h1>');
    const spa = await get(server.origin, '/products/panel-jinko-450w-mono');
    expect(spa.status).toBe(200);
    expect(spa.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(spa.text).toContain('<div id="root">');
    expect((await get(server.origin, '/')).text).toContain('<div id="root">');
  });

  it('answers a missing asset with 404, and never a file outside its folder', async () => {
    expect((await get(server.origin, '/assets/missing-123.js')).status).toBe(404);
    expect((await get(server.origin, '/../outside-secret.txt')).text).not.toContain('secret');
    expect((await get(server.origin, '/%2e%2e/outside-secret.txt')).text).not.toContain('secret');
    const encoded = await get(server.origin, '/..%2foutside-secret.txt');
    expect(encoded.text).not.toContain('secret');
  });

  it('serves pages added at run time, compressed like the rest', async () => {
    server.put('/__static/home.html', '<!doctype html><h1>Static copy</h1>');
    const copy = await get(server.origin, '/__static/home.html');
    expect(copy.headers['content-encoding']).toBe('gzip');
    expect(copy.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(copy.text).toBe('<!doctype html><h1>Static copy</h1>');
  });

  it('caches as Hosting does (firebase.json): code for a year, pages asked again, and 304 for what the browser has', async () => {
    const js = await get(server.origin, '/assets/index-abc.js');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get(server.origin, '/about');
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const before = server.bytesSent();
    const again = await get(server.origin, '/about', true, etag);
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    // Only the headers went out: a fraction of the page itself.
    const cost = server.bytesSent() - before;
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThan(400);
    expect((await get(server.origin, '/about', true, '"other"')).status).toBe(200);
  });
});
