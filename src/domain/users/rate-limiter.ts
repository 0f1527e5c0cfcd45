/**
 * Counts attempts per key (an email) in a sliding window (docs/storefront.md, "Accounts"). The clock is injectable so
 * that tests can move time. Expired entries are swept at most once per cleanup interval, on use: no timers.
 */
export interface RateLimitConfig {
  maxAttempts: number;
  windowMs: number;
  cleanupIntervalMs: number;
}

/** Login: 5 attempts per 60 s per email, swept every 5 minutes. */
export const LOGIN_RATE_LIMIT: RateLimitConfig = { maxAttempts: 5, windowMs: 60_000, cleanupIntervalMs: 5 * 60_000 };

/** A second, stricter limiter: 3 attempts per 5 minutes. It exists but nothing uses it yet. */
export const STRICT_RATE_LIMIT: RateLimitConfig = {
  maxAttempts: 3,
  windowMs: 5 * 60_000,
  cleanupIntervalMs: 5 * 60_000,
};

export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();
  private lastCleanup: number;

  constructor(
    private readonly config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.lastCleanup = now();
  }

  /** Records an attempt for `key` and says whether it is allowed; a refused attempt is not recorded. */
  tryAttempt(key: string): boolean {
    const now = this.now();
    this.cleanupIfDue(now);
    const recent = this.recent(key, now);
    if (recent.length >= this.config.maxAttempts) {
      this.attempts.set(key, recent);
      return false;
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return true;
  }

  /** Attempts left for `key` in the current window. */
  remaining(key: string): number {
    return Math.max(0, this.config.maxAttempts - this.recent(key, this.now()).length);
  }

  reset(key?: string): void {
    if (key === undefined) this.attempts.clear();
    else this.attempts.delete(key);
  }

  /** Keys with attempts still held in memory (for tests of the sweep). */
  get size(): number {
    return this.attempts.size;
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((at) => now - at < this.config.windowMs);
  }

  private cleanupIfDue(now: number): void {
    if (now - this.lastCleanup < this.config.cleanupIntervalMs) return;
    this.lastCleanup = now;
    for (const key of [...this.attempts.keys()]) {
      const recent = this.recent(key, now);
      if (recent.length === 0) this.attempts.delete(key);
      else this.attempts.set(key, recent);
    }
  }
}
