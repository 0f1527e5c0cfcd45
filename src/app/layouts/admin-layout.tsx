import {
  BadgeAlert,
  ArrowLeft,
  BarChart3,
  CalendarClock,
  Images,
  BellRing,
  Inbox,
  LayoutDashboard,
  Menu,
  Package,
  Receipt,
  Settings,
  SunMedium,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { SHOP_NAME } from '@domain/shop/brand';
import { useNewEnquiries } from '@/features/admin/messages/api/count-new-enquiries';
import { cn } from '@/lib/cn';
import { RequireAdmin } from './require-admin';

/** Only an active admin by stored role gets in; anyone else is refused with a way back. */
export function Component() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

const NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: Receipt },
  { to: '/admin/projects', label: 'Projects', icon: SunMedium },
  { to: '/admin/plans', label: 'Plans', icon: CalendarClock },
  { to: '/admin/payments', label: 'Payments to check', icon: BadgeAlert },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/messages', label: 'Messages', icon: Inbox },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/showcase', label: 'Showcase', icon: Images },
  { to: '/admin/notifications', label: 'Notifications', icon: BellRing },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

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
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function AdminNavList() {
  const { data: enquiries } = useNewEnquiries();
  const newCount = enquiries ? enquiries.messages + enquiries.quotes : 0;
  return (
    <ul className="grid gap-1 p-2">
      {NAV.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700',
                isActive ? 'bg-brand-100 text-brand-900' : 'text-slate-800 hover:bg-slate-100',
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <span>{label}</span>
            {to === '/admin/messages' && newCount > 0 && (
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
