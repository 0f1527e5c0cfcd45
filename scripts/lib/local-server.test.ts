// @vitest-environment node
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenLocally } from './local-server';

describe('listenLocally', () => {
  it('leaves an idle keep-alive connection to its client: no Keep-Alive timeout, still open after 5 s', async () => {
    const { url, close } = await listenLocally(
      createServer((_req, res) => res.end('ok')),
      0,
    );
    try {
      const socket = connect(Number(new URL(url).port), '127.0.0.1');
      let received = '';
      let closedBy = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => (closedBy = 'server'));
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 5_500)); // Node's default would have closed it at 5 s
      expect(received).toMatch(/^HTTP\/1\.1 200/);
      expect(received.toLowerCase()).not.toContain('keep-alive: timeout');
      expect(closedBy).toBe('');
      socket.destroy();
    } finally {
      await close();
    }
  });
});
