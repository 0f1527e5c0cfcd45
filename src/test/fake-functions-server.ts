import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A real HTTP server standing in for the Functions emulator, so that the client under test is the real SDK plus
 * our wrappers. Registers its own hooks: started before the file's tests, requests cleared before each test.
 */
export function startFakeFunctionsServer() {
  const fake: { handler: Handler; requests: { url: string; body: string }[] } = {
    handler: (_req, res) => res.end(),
    requests: [],
  };
  let server: Server;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        fake.requests.push({ url: req.url ?? '', body });
        fake.handler(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('VITE_FUNCTIONS_EMULATOR_PORT', String((server.address() as AddressInfo).port));
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  beforeEach(() => {
    fake.requests = [];
  });

  return fake;
}

/** Answers with a JSON body and the CORS header the SDK needs. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
}
