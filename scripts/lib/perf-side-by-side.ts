/**
 * `npm run perf -- --against <ref>` (scripts/perf.ts): two builds measured side by side, build after build within
 * each round, and their runs merged into one result per build.
 */
import type { GzipServer } from './gzip-server';
import type { InteractionResult } from './perf-interactions';
import { median } from './perf-report';
import type { VisitResult } from './perf-visits';

/** A build the tables measure: this one, or with --against the other commit's, run for run beside it. */
export interface Measured {
  label: string;
  server: GzipServer;
}

/**
 * Measures each build `runs` times, alternating build after build within each round, so that a busy moment of the
 * machine weighs on both alike; returns each build's runs merged by `merge`.
 */
export async function alternate<T>(
  builds: Measured[],
  runs: number,
  measureOnce: (build: Measured) => Promise<T[]>,
  merge: (into: T[], more: T[]) => T[],
): Promise<T[][]> {
  const results: T[][] = builds.map(() => []);
  for (let i = 1; i <= runs; i++) {
    for (const [b, build] of builds.entries()) {
      if (builds.length > 1) console.log(`  ${build.label}, round ${i} of ${runs}:`);
      results[b] = merge(results[b]!, await measureOnce(build));
    }
  }
  return results;
}

export const mergeInteractions = (into: InteractionResult[], more: InteractionResult[]) =>
  more.map((result) => {
    const before = into.find((r) => r.name === result.name);
    const runsMs = [...(before?.runsMs ?? []), ...result.runsMs];
    return { ...result, runsMs, medianMs: median(runsMs) ?? NaN, error: result.error ?? before?.error };
  });

export const mergeVisits = (into: VisitResult[], more: VisitResult[]) =>
  more.map((result) => {
    const before = into.find((r) => r.path === result.path);
    if (!before) return result;
    const visits = { ...before.visits };
    for (const kind of ['first', 'repeat', 'offline'] as const)
      visits[kind] = [...visits[kind], ...result.visits[kind]];
    return { ...result, visits, error: result.error ?? before.error };
  });
