/**
 * The processes a script started, and theirs (DESIGN.md, "Scripts stop only what they started"). A child spawned
 * `detached` leads a process group of its own, ended with everything in it by `kill(-pid)`; but a grandchild may
 * detach in turn (firebase-tools starts the Java Firestore emulator in its own session), out of reach of that
 * group. `OwnProcesses` notes every descendant it sees while it is asked to look, with its start time, so that it
 * can end exactly those later, even once their parent has gone, and never a process that reused a pid.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessRow {
  pid: number;
  ppid: number;
  pgid: number;
  /** Unique with the pid: a process that reuses a pid starts later. */
  started: string;
}

/** Every process of the machine (Linux /proc, else `ps`). */
function processTable(): ProcessRow[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    const ps = spawnSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,lstart='], { encoding: 'utf8' });
    return (ps.stdout ?? '').split('\n').flatMap((line) => {
      const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.+)$/.exec(line);
      return m ? [{ pid: Number(m[1]), ppid: Number(m[2]), pgid: Number(m[3]), started: m[4]!.trim() }] : [];
    });
  }
  return entries.flatMap((entry) => {
    try {
      // "pid (comm) state ppid pgrp session … starttime(22nd field)"; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ pid: Number(entry), ppid: Number(fields[1]), pgid: Number(fields[2]), started: fields[19]! }];
    } catch {
      return []; // ended meanwhile
    }
  });
}

function signal(target: number, name: NodeJS.Signals): void {
  try {
    process.kill(target, name);
  } catch {
    /* already gone */
  }
}

export class OwnProcesses {
  private readonly seen = new Map<number, ProcessRow>();

  constructor(private readonly root: number) {}

  /** Notes the descendants of the root as they are now. */
  look(): void {
    const table = processTable();
    const children = new Map<number, ProcessRow[]>();
    for (const row of table) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
    const queue = [this.root];
    while (queue.length > 0) {
      for (const row of children.get(queue.shift()!) ?? []) {
        this.seen.set(row.pid, row);
        queue.push(row.pid);
      }
    }
  }

  /** The noted processes still running (the same process: same pid and start time). */
  running(): ProcessRow[] {
    const now = new Map(processTable().map((row) => [row.pid, row]));
    return [...this.seen.values()].filter((row) => now.get(row.pid)?.started === row.started);
  }

  /**
   * SIGKILLs the noted processes still running, and the process group each one leads (a detached grandchild's
   * own children).
   */
  killAll(): void {
    for (const row of this.running()) {
      if (row.pgid === row.pid) signal(-row.pid, 'SIGKILL');
      signal(row.pid, 'SIGKILL');
    }
  }
}
