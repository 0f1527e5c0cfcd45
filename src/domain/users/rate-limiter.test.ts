import { describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT, RateLimiter, STRICT_RATE_LIMIT } from './rate-limiter';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('RateLimiter (login: 5 per 60 s per email)', () => {
  it('allows 5 attempts and refuses the 6th within a minute', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(LOGIN_RATE_LIMIT, clock.now);
    for (let i = 0; i < 5; i++) {
      expect(limiter.tryAttempt('ama@example.com')).toBe(true);
      clock.advance(1_000);
    }
    expect(limiter.tryAttempt('ama@example.com')).toBe(false);
    expect(limiter.remaining('ama@example.com')).toBe(0);
  });

  it('counts each email on its own', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(LOGIN_RATE_LIMIT, clock.now);
    for (let i = 0; i < 5; i++) limiter.tryAttempt('ama@example.com');
    expect(limiter.tryAttempt('ama@example.com')).toBe(false);
    expect(limiter.tryAttempt('kofi@example.com')).toBe(true);
    expect(limiter.remaining('kofi@example.com')).toBe(4);
  });

  it('allows again once the oldest attempt is 60 s old (a sliding window)', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(LOGIN_RATE_LIMIT, clock.now);
    limiter.tryAttempt('a@b.co'); // t = 0
    clock.advance(30_000);
    for (let i = 0; i < 4; i++) limiter.tryAttempt('a@b.co'); // t = 30 s
    clock.advance(29_999); // t = 59.999 s
    expect(limiter.tryAttempt('a@b.co')).toBe(false);
    clock.advance(1); // t = 60 s: the first attempt has left the window
    expect(limiter.tryAttempt('a@b.co')).toBe(true);
    expect(limiter.tryAttempt('a@b.co')).toBe(false);
    clock.advance(30_000); // t = 90 s: the four at 30 s have left
    expect(limiter.remaining('a@b.co')).toBe(4);
  });

  it('refused attempts do not extend the wait', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(LOGIN_RATE_LIMIT, clock.now);
    for (let i = 0; i < 5; i++) limiter.tryAttempt('a@b.co');
    for (let i = 0; i < 10; i++) {
      clock.advance(5_000);
      expect(limiter.tryAttempt('a@b.co')).toBe(false);
    }
    clock.advance(10_000); // 60 s after the five
    expect(limiter.tryAttempt('a@b.co')).toBe(true);
  });

  it('sweeps expired entries every 5 minutes, not before', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(LOGIN_RATE_LIMIT, clock.now);
    limiter.tryAttempt('old@b.co');
    clock.advance(2 * 60_000);
    limiter.tryAttempt('other@b.co');
    expect(limiter.size).toBe(2);
    clock.advance(3 * 60_000 - 1);
    limiter.tryAttempt('x@b.co');
    expect(limiter.size).toBe(3);
    clock.advance(1); // 5 minutes since the last sweep
    limiter.tryAttempt('y@b.co');
    expect(limiter.size).toBe(2); // old and other expired; x (1 ms old) and y remain
  });

  it('resets one key or all', () => {
    const limiter = new RateLimiter(LOGIN_RATE_LIMIT, fakeClock().now);
    for (let i = 0; i < 5; i++) limiter.tryAttempt('a@b.co');
    limiter.reset('a@b.co');
    expect(limiter.tryAttempt('a@b.co')).toBe(true);
    limiter.reset();
    expect(limiter.size).toBe(0);
  });
});

describe('the strict limiter (3 per 5 minutes)', () => {
  it('allows 3 attempts per 5 minutes', () => {
    const clock = fakeClock();
    const limiter = new RateLimiter(STRICT_RATE_LIMIT, clock.now);
    for (let i = 0; i < 3; i++) expect(limiter.tryAttempt('a@b.co')).toBe(true);
    expect(limiter.tryAttempt('a@b.co')).toBe(false);
    clock.advance(5 * 60_000 - 1);
    expect(limiter.tryAttempt('a@b.co')).toBe(false);
    clock.advance(1);
    expect(limiter.tryAttempt('a@b.co')).toBe(true);
  });
});
