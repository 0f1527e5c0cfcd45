import { ArrowLeft, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { Logo } from '@/components/logo';
import { PageMeta } from '@/components/page-meta';
import { Button, buttonVariants } from '@/components/ui/button';
import { AUTH_MESSAGES } from '@domain/users/messages';
import { refreshSession } from '@/features/auth/api/session';
import { openAuthModal } from '@/features/auth/stores/auth-ui-store';
import { useSessionStore } from '@/features/auth/stores/session-store';

/**
 * The admin area lets in only an active admin by stored role (as firestore.rules does); anyone else is told so
 * plainly, with a way back to the shop (and a way to sign in when signed out).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  if (isAdmin) return children;
  if (status === 'loading') return <LoadingScreen />;
  return <AdminRefused />;
}

function AdminRefused() {
  const user = useSessionStore((s) => s.user);
  const profile = useSessionStore((s) => s.profile);
  let text: string;
  if (!user) text = 'Please sign in with an admin account to open the admin area.';
  else if (profile?.role === 'admin' && !profile.isActive) {
    text = 'Your admin account has been deactivated. Ask another admin to reactivate it.';
  } else if (!profile) text = 'We could not check your account. Check your connection and try again.';
  else text = `You are signed in as ${user.email}, which is not an admin account.`;
  return (
    <>
      <PageMeta title="Admins only" description="The Savanna Solar admin area is for the shop's staff." />
      <main
        id="main"
        className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center"
      >
        <Logo className="size-12" />
        <ShieldAlert className="size-10 text-red-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-brand-900">Admins only</h1>
        <p className="max-w-md text-slate-700">
          {AUTH_MESSAGES.adminsOnly} {text}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {!user && <Button onClick={() => openAuthModal('login')}>Sign In</Button>}
          {user && !profile && <Button onClick={() => void refreshSession()}>Try Again</Button>}
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" /> Back to shop
          </Link>
        </div>
      </main>
    </>
  );
}
