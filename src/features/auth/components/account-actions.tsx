import { Link } from 'react-router';
import { lazyComponent, loadOnIntent } from '@/components/lazy-part';
import { Button, buttonVariants } from '@/components/ui/button';
import { signOut } from '../api/sign-out';
import { openAccountSettings, openAuthModal } from '../stores/auth-ui-store';
import { selectDisplayLabel, useSessionStore } from '../stores/session-store';
import { preloadAuthModal } from './account-modals';

// The dropdown (Radix) is for signed-in users only: its code stays off a visitor's first screen.
const AccountMenu = lazyComponent(() => import('./account-menu').then((m) => m.AccountMenu), {
  what: 'your account menu',
  loading: <AccountMenuLoading />,
  failure: 'floating',
});

function AccountMenuLoading() {
  const label = useSessionStore(selectDisplayLabel);
  return (
    <Button variant="ghost" disabled>
      {label}
    </Button>
  );
}

const preload = loadOnIntent(preloadAuthModal);

/** Header, desktop: Sign In and Sign Up, or the account menu (and the admin link for admins). */
export function AccountActions() {
  const signedIn = useSessionStore((s) => s.user !== null);
  // Not known yet (a prerendered page before its app has read the saved session): the place is kept, nothing shown.
  const unknown = useSessionStore((s) => s.status === 'loading' && s.user === null);
  if (!signedIn) {
    return (
      <div className={unknown ? 'invisible flex gap-2' : 'contents'} aria-hidden={unknown || undefined}>
        <Button variant="ghost" onClick={() => openAuthModal('login')} {...preload}>
          Sign In
        </Button>
        <Button onClick={() => openAuthModal('register')} {...preload}>
          Sign Up
        </Button>
      </div>
    );
  }
  return <AccountMenu />;
}

/** Header, mobile menu: the same actions as buttons and links. */
export function MobileAccountActions() {
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const label = useSessionStore(selectDisplayLabel);
  if (!user) {
    return (
      <>
        <Button variant="outline" size="lg" onClick={() => openAuthModal('login')} {...preload}>
          Sign In
        </Button>
        <Button size="lg" onClick={() => openAuthModal('register')} {...preload}>
          Sign Up
        </Button>
      </>
    );
  }
  return (
    <>
      <p className="px-3 text-sm text-slate-600">
        Signed in as <span className="font-semibold wrap-anywhere text-slate-900">{label}</span>
        {label !== user.email && <span className="block truncate">{user.email}</span>}
      </p>
      {isAdmin && (
        <Link to="/admin" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Admin Panel
        </Link>
      )}
      <Link to="/orders" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
        My orders
      </Link>
      <Link to="/projects" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
        My projects
      </Link>
      <Link to="/plans" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
        My payment plans
      </Link>
      <Button variant="outline" size="lg" onClick={openAccountSettings}>
        Account Settings
      </Button>
      <Button variant="ghost" size="lg" onClick={() => void signOut()}>
        Sign Out
      </Button>
    </>
  );
}
