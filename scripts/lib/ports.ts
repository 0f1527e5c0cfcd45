/** Finds and ends processes listening on given TCP ports (Linux /proc), so that nothing outlives a run. */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

function listeningInodes(ports: number[]): Set<string> {
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
  return inodes;
}

export function pidsListeningOn(ports: number[]): number[] {
  const inodes = listeningInodes(ports);
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

export function killListeners(ports: number[]): number[] {
  const pids = pidsListeningOn(ports).filter((pid) => pid !== process.pid);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  return pids;
}
