import { describe, expect, it } from 'vitest';
import { isNotFound, ServiceError, withServiceError } from './errors';

describe('ServiceError kinds: code acts on the kind, never on the words', () => {
  it('a not-found answer is found by its kind, whatever its words', () => {
    expect(isNotFound(ServiceError.notFound('Project not found'))).toBe(true);
    expect(isNotFound(ServiceError.notFound('Any other words'))).toBe(true);
    expect(isNotFound(new ServiceError('Project not found'))).toBe(false);
    expect(isNotFound(new Error('Project not found'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });

  it('a refused read becomes "not found" only for the codes the caller names', async () => {
    const refused = () =>
      Promise.reject(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    const notFound = { codes: ['permission-denied'], message: 'Order not found.' };
    const error = await withServiceError('We could not load this order.', refused, { notFound }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect(isNotFound(error)).toBe(true);
    expect((error as ServiceError).message).toBe('Order not found.');
    expect((error as ServiceError).transient).toBe(false);

    const failed = await withServiceError('We could not load this order.', refused).catch((e: unknown) => e);
    expect(isNotFound(failed)).toBe(false);
    expect((failed as ServiceError).message).toBe('We could not load this order.');
  });
});
