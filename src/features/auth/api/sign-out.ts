import { loadAuthSdk } from '@/lib/firebase/auth';
import { closeAccountModal } from '../stores/auth-ui-store';
import { ensureSession, loadSession } from './session';

/**
 * Signs out and empties the session store. Failures are only logged (docs/storefront.md, "Accounts"). The SDK import is
 * dynamic to keep Auth off a visitor's first screen; while anyone is signed in it is already loaded.
 */
export async function signOut(): Promise<void> {
  try {
    const [{ signOut: firebaseSignOut }, auth] = await Promise.all([loadAuthSdk(), ensureSession()]);
    await firebaseSignOut(auth);
    await loadSession(null);
    closeAccountModal(); // nothing of the account stays open
  } catch (error) {
    console.error('Sign out failed', error);
  }
}
