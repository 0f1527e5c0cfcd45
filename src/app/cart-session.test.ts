import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '@/features/auth/stores/session-store';
import { connectCartToSession } from './cart-session';

const cart = vi.hoisted(() => ({ startUserCart: vi.fn(async () => {}), endUserCart: vi.fn() }));
vi.mock('@/features/cart/stores/cart-sync', () => cart);

const ama = { uid: 'ama', email: 'ama@example.com', displayName: 'Ama' };
const kofi = { uid: 'kofi', email: 'kofi@example.com', displayName: 'Kofi' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  sessionActions.signedOut();
  vi.clearAllMocks();
});

describe('the cart follows the session', () => {
  it("loads a user's cart once their record is read, and shows the guest cart again at sign-out", async () => {
    const stop = connectCartToSession();
    sessionActions.loading(ama);
    await settle();
    expect(cart.startUserCart).not.toHaveBeenCalled();
    sessionActions.signedIn(ama, null);
    await settle();
    expect(cart.startUserCart).toHaveBeenCalledExactlyOnceWith('ama');
    // Re-reading the same user's record changes nothing.
    sessionActions.loading(ama);
    sessionActions.signedIn(ama, null);
    await settle();
    expect(cart.startUserCart).toHaveBeenCalledOnce();
    sessionActions.signedOut();
    await settle();
    expect(cart.endUserCart).toHaveBeenCalledOnce();
    stop();
  });

  it('a user restored at start gets their cart at once; another user signing in replaces it', async () => {
    sessionActions.signedIn(ama, null);
    const stop = connectCartToSession();
    await settle();
    expect(cart.startUserCart).toHaveBeenCalledExactlyOnceWith('ama');
    sessionActions.loading(kofi);
    await settle();
    expect(cart.endUserCart).toHaveBeenCalledOnce();
    sessionActions.signedIn(kofi, null);
    await settle();
    expect(cart.startUserCart).toHaveBeenLastCalledWith('kofi');
    stop();
  });
});
