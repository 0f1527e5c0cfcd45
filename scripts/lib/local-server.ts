/**
 * The local HTTP servers the scripts start beside the emulators (the Paystack and SMS stand-ins, the gzip
 * server of the production build): listening on 127.0.0.1 only, closed with their open connections.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  /** Stops listening and ends the connections still open (keep-alive ones would hold the close). */
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0: any free port); refuses when the port is taken. */
export async function listenLocally(server: Server, port: number): Promise<LocalServer> {
  // An idle keep-alive connection is closed by the client, never by the server. Node closes one after 5 s and says
  // so in a Keep-Alive header; Node's fetch then stops reusing it after 4 s, but on a busy machine its timer fires
  // late, and a request sent on the connection as the server closes it fails ("other side closed"). With no
  // timeout the header is not sent, and each client ends its own connections.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
