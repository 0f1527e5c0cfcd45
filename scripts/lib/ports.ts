/**
 * Whether the ports a script is about to listen on are free (DESIGN.md, "Scripts stop only what they started"): a
 * busy port is an error that names it and how to free it, never a reason to end whatever listens there.
 */
import { createServer } from 'node:net';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** One port a script is about to listen on, and what for, in words ("Firestore emulator"). */
export interface WantedPort {
  port: number;
  what: string;
  /** Also try ::1: a server started for `localhost` (Vite) may listen there only. */
  localhost?: boolean;
}

/** Resolves whether `port` can be bound on `host`; an address the machine does not have (no IPv6) counts as free. */
function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'),
    );
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The wanted ports that another program listens on already. */
export async function busyPorts(wanted: WantedPort[]): Promise<WantedPort[]> {
  const busy: WantedPort[] = [];
  for (const entry of wanted) {
    const free =
      (await canListen(entry.port, '127.0.0.1')) && (!entry.localhost || (await canListen(entry.port, '::1')));
    if (!free) busy.push(entry);
  }
  return busy;
}

/** A port another program holds: the message says which, what it is for and how to free it. */
export class PortsBusyError extends Error {
  constructor(
    readonly busy: WantedPort[],
    offset: number,
  ) {
    const lines = busy.map(({ port, what }) => {
      const pids = pidsListeningOn([port]);
      return `  Port ${port} (${what}) is in use by another program${pids.length > 0 ? ` (process ${pids.join(', ')})` : ''}.`;
    });
    super(
      `${lines.join('\n')}\n` +
        `Stop that program (another "npm start" or test run of this shop?), or run with EMULATOR_PORT_OFFSET=${offset + 100} ` +
        'to shift every port by that much. Nothing was stopped.',
    );
    this.name = 'PortsBusyError';
  }
}

/**
 * The first offset of `0, 100, 200, …` (from `from`) at which every port `portsAt(offset)` lists is free; ports
 * differ from one another modulo 100, so two suites at different offsets never collide.
 */
export async function freeOffset(portsAt: (offset: number) => WantedPort[], from = 0, tries = 40): Promise<number> {
  for (let offset = from; offset < from + tries * 100; offset += 100) {
    if ((await busyPorts(portsAt(offset))).length === 0) return offset;
  }
  throw new Error(
    `No free ports at EMULATOR_PORT_OFFSET ${from} to ${from + (tries - 1) * 100}: ` +
      'other programs listen on every set of ports this script tried. Stop some of them and run it again.',
  );
}

/**
 * The processes listening on these TCP ports, to name them in the message (Linux /proc; elsewhere none found).
 * Only ever read: a busy port's program is the developer's to stop.
 */
export function pidsListeningOn(ports: number[]): number[] {
  const wanted = new Set(ports);
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== '0A') continue; // 0A = LISTEN
      const port = parseInt(cols[1]!.split(':')[1]!, 16);
      if (wanted.has(port)) inodes.add(cols[9]!);
    }
  }
  if (inodes.size === 0) return [];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (m && inodes.has(m[1]!)) {
          pids.push(Number(entry));
          break;
        }
      } catch {
        /* fd closed meanwhile */
      }
    }
  }
  return pids;
}
