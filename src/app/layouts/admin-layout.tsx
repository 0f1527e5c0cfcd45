import {
  BadgeAlert,
  ArrowLeft,
  BarChart3,
  CalendarClock,
  History,
  Images,
  BellRing,
  Inbox,
  LayoutDashboard,
  Menu,
  Package,
  Receipt,
  Settings,
  ShieldAlert,
  SunMedium,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { SHOP_NAME } from '@domain/shop/brand';
import { notYourPage, STAFF_ROLE_WORDS } from '@domain/users/staff-messages';
import { adminPageOf, mayOpen, roleOfPermissions, type AdminPage } from '@domain/users/staff-roles';
import { StaffPermissions, usePermissions } from '@/components/staff-access';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useNewEnquiries } from '@/features/admin/messages/api/count-new-enquiries';
import { cn } from '@/lib/cn';
import { RequireAdmin } from './require-admin';

/** Only an active admin by stored role gets in; anyone else is refused with a way back. */
export function Component() {
  return (
    <RequireAdmin>
      <StaffPermissionsOfSession>
        <AdminShell />
      </StaffPermissionsOfSession>
    </RequireAdmin>
  );
}

const NO_PERMISSIONS: Readonly<Record<string, boolean>> = {};

/** The signed-in staff member's permissions, for every admin screen to show only what their job may do. */
function StaffPermissionsOfSession({ children }: { children: ReactNode }) {
  const permissions = useSessionStore((s) => s.profile?.permissions ?? NO_PERMISSIONS);
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const access = useMemo(() => ({ uid, permissions }), [uid, permissions]);
  return <StaffPermissions value={access}>{children}</StaffPermissions>;
}

interface NavItem {
  page: AdminPage;
  label: string;
  icon: LucideIcon;
}

const NAV: NavItem[] = [
  { page: '', label: 'Dashboard', icon: LayoutDashboard },
  { page: 'products', label: 'Products', icon: Package },
  { page: 'orders', label: 'Orders', icon: Receipt },
  { page: 'projects', label: 'Projects', icon: SunMedium },
  { page: 'plans', label: 'Plans', icon: CalendarClock },
  { page: 'payments', label: 'Payments to check', icon: BadgeAlert },
  { page: 'users', label: 'Users', icon: Users },
  { page: 'messages', label: 'Messages', icon: Inbox },
  { page: 'analytics', label: 'Analytics', icon: BarChart3 },
  { page: 'showcase', label: 'Showcase', icon: Images },
  { page: 'notifications', label: 'Notifications', icon: BellRing },
  { page: 'settings', label: 'Settings', icon: Settings },
  { page: 'activity', label: 'Activity', icon: History },
];

const pathOf = (page: AdminPage) => (page ? `/admin/${page}` : '/admin');

/**
 * The admin area's own layout (no storefront navigation): a side navigation on wide screens; on phones a
 * menu button opens it over the page, and any navigation closes it.
 */
function AdminShell() {
  const location = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          aria-label={menuOpen ? 'Close admin menu' : 'Open admin menu'}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
        <Link to="/admin" className="flex items-center gap-2">
          <Logo className="size-7" />
          <span className="font-bold text-brand-900">{SHOP_NAME} Admin</span>
        </Link>
        <Link to="/" className="ml-auto flex items-center gap-1 text-sm text-brand-800 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> <span className="hidden sm:inline">Back to</span> shop
        </Link>
      </header>
      <div className="md:flex">
        <nav
          id="admin-nav"
          aria-label="Admin"
          className={cn(
            'border-b border-slate-200 bg-white md:sticky md:top-14 md:block md:h-[calc(100vh-3.5rem)] md:w-56 md:shrink-0 md:border-r md:border-b-0',
            menuOpen ? 'block' : 'hidden',
          )}
        >
          <AdminNavList />
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          <PageOfTheJob />
        </main>
      </div>
    </div>
  );
}

/**
 * The page asked for, if the staff member's job opens it (ADMIN_PAGE_PERMISSIONS); otherwise the page says so in
 * words, with their job's name and what it may do. The rules and the functions refuse what a page would read or do.
 */
function PageOfTheJob() {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const page = adminPageOf(pathname);
  if (page === null || mayOpen(permissions, page)) return <Outlet />;
  const label = NAV.find((item) => item.page === page)?.label ?? 'This page';
  const job = roleOfPermissions(permissions);
  return (
    <section className="mx-auto grid max-w-xl gap-3 py-8" aria-labelledby="not-your-page">
      <PageMeta title={`${label}: not part of your job`} description="A page of the Savanna Solar admin area." />
      <ShieldAlert className="size-8 text-amber-700" aria-hidden="true" />
      <h1 id="not-your-page" className="text-xl font-bold text-brand-900">
        {label} is not part of your job
      </h1>
      <p className="text-slate-700">{notYourPage(label, job ? STAFF_ROLE_WORDS[job] : null)}</p>
      <Link to="/admin" className="text-brand-800 underline">
        Back to your dashboard
      </Link>
    </section>
  );
}

function AdminNavList() {
  const permissions = usePermissions();
  const mayReadEnquiries = mayOpen(permissions, 'messages');
  const { data: enquiries } = useNewEnquiries(mayReadEnquiries);
  const newCount = enquiries ? enquiries.messages + enquiries.quotes : 0;
  return (
    <ul className="grid gap-1 p-2">
      {NAV.filter((item) => mayOpen(permissions, item.page)).map(({ page, label, icon: Icon }) => (
        <li key={page}>
          <NavLink
            to={pathOf(page)}
            end={page === ''}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700',
                isActive ? 'bg-brand-100 text-brand-900' : 'text-slate-800 hover:bg-slate-100',
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <span>{label}</span>
            {page === 'messages' && newCount > 0 && (
              <span
                className="ml-auto rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white"
                aria-label={`${newCount} new`}
                data-testid="new-enquiries-count"
              >
                {newCount}
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
