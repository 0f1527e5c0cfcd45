import { ArrowLeft } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { SHOP_NAME } from '../../domain/brand';
import { RequireAdmin } from './require-admin';

/** Only an active admin by stored role gets in; anyone else is refused with a way back. */
export function Component() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}

/** The admin area has its own layout: no storefront navigation. */
function AdminShell() {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <Logo className="size-7" />
        <span className="font-bold text-brand-900">{SHOP_NAME} Admin</span>
        <Link to="/" className="ml-auto flex items-center gap-1 text-sm text-brand-800 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to shop
        </Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
