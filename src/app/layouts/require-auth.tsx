import { Loader2, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { AUTH_MESSAGES } from '@domain/users/messages';
import { openAuthModal, type AuthMode } from '@/features/auth/stores/auth-ui-store';
import { useSessionStore } from '@/features/auth/stores/session-store';

/**
 * The user's own pages (/orders, /order-details/:orderId, /checkout, /order-confirmation/:orderId): a signed-out visitor is asked to sign in, with
 * the auth modal opened on arrival, and sees the page they asked for as soon as they have signed in.
 *
 * "Not known yet" is not "signed out": a prerendered page takes over before the saved session is read
 * (README, "Prerendered public pages"), so until the session store knows who is there the page says it is
 * checking, and only a visitor known to be signed out is asked to sign in.
 */
/**
 * How the auth modal opens on arrival: at checkout, where a shopper is most often new, on "Create Account" (with
 * "Already have an account? Sign in" as large right under it); on the pages of past orders, on "Welcome Back".
 * The titles are the auth modal's (docs/storefront.md, "Screens").
 */
export const arrivalMode = (pathname: string): AuthMode => (pathname === '/checkout' ? 'register' : 'login');

export function Component() {
  const signedIn = useSessionStore((s) => s.user !== null);
  const known = useSessionStore((s) => s.user !== null || s.status !== 'loading');
  const { pathname } = useLocation();
  useEffect(() => {
    // On arrival at each page only (or when the session becomes known there): signing out here shows the panel
    // without pushing the modal forward.
    if (known && useSessionStore.getState().user === null) openAuthModal(arrivalMode(pathname));
  }, [pathname, known]);
  if (signedIn) return <Outlet />;
  return known ? <SignInRequired newFirst={arrivalMode(pathname) === 'register'} /> : <CheckingAccount />;
}

function CheckingAccount() {
  return (
    <section
      role="status"
      aria-live="polite"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center text-slate-700"
    >
      <Loader2 className="size-10 animate-spin text-brand-700 motion-reduce:animate-none" aria-hidden="true" />
      <p>Checking your account...</p>
    </section>
  );
}

function SignInRequired({ newFirst }: { newFirst: boolean }) {
  // The first way in is the filled button: creating an account at checkout, signing in elsewhere.
  const signIn = (
    <Button key="login" size="lg" variant={newFirst ? 'outline' : 'default'} onClick={() => openAuthModal('login')}>
      Sign In
    </Button>
  );
  const createAccount = (
    <Button
      key="register"
      size="lg"
      variant={newFirst ? 'default' : 'outline'}
      onClick={() => openAuthModal('register')}
    >
      Create Account
    </Button>
  );
  return (
    <>
      <PageMeta title="Please sign in" description="Sign in to your Savanna Solar account to continue." />
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <LogIn className="size-12 text-brand-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-900">Please sign in</h1>
        <p className="text-slate-700">
          {AUTH_MESSAGES.signInRequired} Your orders and checkout are kept in your account; you will come back to this
          page once you have signed in.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {newFirst ? [createAccount, signIn] : [signIn, createAccount]}
        </div>
      </section>
    </>
  );
}
