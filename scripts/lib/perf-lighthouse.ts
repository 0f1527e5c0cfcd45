/**
 * One Lighthouse run of `npm run perf` (scripts/perf.ts): mobile, performance only, simulated throttling of the
 * profile, in a fresh headless Chromium; and the figures it gives.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium';
import { firstNodeSelector, type Profile, type RunMetrics } from './perf-report';

function lighthouseConfig(profile: Profile): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      screenEmulation: screenEmulationMetrics.mobile,
      emulatedUserAgent: userAgents.mobile,
      throttlingMethod: 'simulate',
      throttling: profile.throttling,
      ...(process.env.PERF_CPU_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    },
  };
}

function metricsOf(lhr: Result): RunMetrics {
  const value = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const score = lhr.categories.performance?.score;
  // Lighthouse 13 names the LCP element in its LCP breakdown insight; earlier versions in an audit of its own.
  const lcpNode =
    firstNodeSelector(lhr.audits['lcp-breakdown-insight']?.details) ??
    firstNodeSelector(lhr.audits['largest-contentful-paint-element']?.details);
  return {
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...(lcpNode ? { lcpElement: lcpNode } : {}),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    ...(lhr.runWarnings.length ? { warnings: lhr.runWarnings.map(String) } : {}),
  };
}

/** One Lighthouse run in a fresh headless Chromium. */
export async function measure(url: string, profile: Profile, reportFile?: string): Promise<RunMetrics> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      lighthouseConfig(profile),
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (reportFile) {
      writeFileSync(reportFile, JSON.stringify(result.lhr));
      // The page's trace beside it (open it in Chromium's Performance panel to see what a long task ran).
      writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    }
    return metricsOf(result.lhr);
  } catch (error) {
    const empty = { lcpMs: null, fcpMs: null, score: null, cls: null, tbtMs: null, benchmarkIndex: null };
    return { ...empty, error: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome.kill();
  }
}

export const fmt = (m: RunMetrics) =>
  m.error && m.lcpMs === null
    ? `error: ${m.error}`
    : `LCP ${m.lcpMs === null ? 'n/a' : `${(m.lcpMs / 1000).toFixed(2)} s`}, score ${m.score ?? 'n/a'}, ` +
      `CLS ${m.cls?.toFixed(3) ?? 'n/a'}, TBT ${m.tbtMs === null ? 'n/a' : `${m.tbtMs.toFixed(0)} ms`}` +
      (m.error ? ` (${m.error})` : '');
