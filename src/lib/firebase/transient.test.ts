import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors';
import { isTransientError } from './transient';

describe('isTransientError (one definition for reads, callables and the checkout)', () => {
  it('is true for the codes after which the same request may succeed, with or without a prefix', () => {
    for (const code of ['unavailable', 'deadline-exceeded', 'internal', 'unknown', 'aborted', 'resource-exhausted']) {
      expect(isTransientError({ code }), code).toBe(true);
      expect(isTransientError({ code: `functions/${code}` }), code).toBe(true);
    }
    expect(isTransientError(new ServiceError('Failed to fetch products', { code: 'unavailable' }))).toBe(true);
    expect(isTransientError(new TypeError('Failed to fetch'))).toBe(true);
    // No code: no answer came. Its words do not decide (a browser's "permission" in a network error included).
    expect(isTransientError(new Error('Permission to reach the network was lost'))).toBe(true);
  });

  it('is false for a refusal: asking again gives the same answer', () => {
    for (const code of [
      'permission-denied',
      'not-found',
      'invalid-argument',
      'unauthenticated',
      'failed-precondition',
    ]) {
      expect(isTransientError({ code }), code).toBe(false);
    }
    expect(isTransientError({ code: 'already-exists' })).toBe(false);
    expect(isTransientError(new ServiceError('Product not found'))).toBe(false);
    // An answer in the user's words, whatever it says, is not worth asking again.
    expect(isTransientError(new ServiceError('Please enter a valid email address'))).toBe(false);
    expect(isTransientError(new ServiceError('Failed to save cart.', { code: 'permission-denied' }))).toBe(false);
  });
});
