import { ChevronDown, HardHat, LayoutDashboard, LogOut, Package, Settings, UserRound, WalletCards } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOut } from '../api/sign-out';
import { openAccountSettings } from '../stores/auth-ui-store';
import { selectDisplayLabel, useSessionStore } from '../stores/session-store';

/**
 * Signed in, desktop: the admin icon (role admin only) and the button with the name (or email) opening a
 * dropdown with the name, the email, My orders, My projects, My payment plans, Account Settings and Sign Out. The dropdown closes on navigation.
 */
export function AccountMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const email = useSessionStore((s) => s.user?.email ?? '');
  const name = useSessionStore((s) => s.user?.displayName?.trim() || s.profile?.displayName?.trim() || '');
  const label = useSessionStore(selectDisplayLabel);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  return (
    <>
      {isAdmin && (
        <Link
          to="/admin"
          aria-label="Admin Panel"
          title="Admin Panel"
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <LayoutDashboard className="!size-5" aria-hidden="true" />
        </Link>
      )}
      {/* Not modal: the Account Settings dialog it opens takes the focus without a fight. */}
      <DropdownMenu
        modal={false}
        open={openAt === location.key}
        onOpenChange={(open) => setOpenAt(open ? location.key : null)}
      >
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" aria-label={`Account menu for ${label}`}>
            <UserRound aria-hidden="true" />
            <span className="block max-w-24 truncate lg:max-w-40">{label}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            {name && <span className="block truncate font-semibold">{name}</span>}
            <span className="block truncate text-slate-600">{email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/orders">
              <Package aria-hidden="true" /> My orders
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/projects">
              <HardHat aria-hidden="true" /> My projects
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/plans">
              <WalletCards aria-hidden="true" /> My payment plans
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={openAccountSettings}>
            <Settings aria-hidden="true" /> Account Settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" /> Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
