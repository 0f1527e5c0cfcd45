import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions } from '@/features/auth/stores/session-store';
import { forgetUserQueriesOnSignOut } from './session-cache';

const ama = { uid: 'ama-uid', email: 'ama@example.com', displayName: 'Ama' };

afterEach(() => sessionActions.signedOut());

describe('forgetUserQueriesOnSignOut', () => {
  it("drops the signed-out user's cached data and keeps the shop's", () => {
    const client = new QueryClient();
    sessionActions.signedIn(ama, null);
    const stop = forgetUserQueriesOnSignOut(client);
    client.setQueryData(['orders', 'ama-uid'], [{ id: 'o1' }]);
    client.setQueryData(['carts', 'ama-uid', 'lines'], [{ productId: 'p1' }]);
    client.setQueryData(['products', 'featured', 10], [{ id: 'p1' }]);
    client.setQueryData(['admin', 'users'], [{ uid: 'someone' }]);

    sessionActions.signedOut();
    expect(client.getQueryData(['admin', 'users'])).toBeUndefined();
    expect(client.getQueryData(['orders', 'ama-uid'])).toBeUndefined();
    expect(client.getQueryData(['carts', 'ama-uid', 'lines'])).toBeUndefined();
    expect(client.getQueryData(['products', 'featured', 10])).toEqual([{ id: 'p1' }]);
    stop();
  });

  it('keeps everything while the same user stays signed in', () => {
    const client = new QueryClient();
    sessionActions.signedIn(ama, null);
    const stop = forgetUserQueriesOnSignOut(client);
    client.setQueryData(['orders', 'ama-uid'], []);
    sessionActions.loading(ama);
    sessionActions.signedIn(ama, null);
    expect(client.getQueryData(['orders', 'ama-uid'])).toEqual([]);
    stop();
  });
});
