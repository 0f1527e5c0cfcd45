import { Menu, Search, ShoppingCart, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SHOP_NAME, TAGLINE } from '@/domain/brand';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { Button } from './ui/button';

export const NAV_LINKS = [
  { label: 'Home', to: '/#hero' },
  { label: 'Products', to: '/products' },
  { label: 'Installations', to: '/#installations' },
  { label: 'Testimonials', to: '/#testimonials' },
] as const;

/** The phone menu also reaches what the top bar has no room for. */
const MORE_LINKS = [
  { label: 'Solar calculator', to: '/solar-calculator' },
  { label: 'Compare products', to: '/compare' },
  { label: 'Contact us', to: '/#contact' },
] as const;

/**
 * On the home route, anchor links scroll smoothly to their section; from other routes they navigate to the
 * home route, whose scroll restoration brings the section into view.
 */
export function useAnchorNavigation() {
  const { pathname } = useLocation();
  return (event: MouseEvent, to: string) => {
    const [path, hash] = to.split('#');
    if (!hash || path !== '/' || pathname !== '/') return;
    const target = document.getElementById(hash);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
}

/** The header's product search, focused when it opens: the products page searching for what was typed. */
function HeaderSearch({ id, onDone }: { id: string; onDone: () => void }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <form
      role="search"
      action="/products"
      className="mx-auto flex max-w-7xl gap-2 px-4 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        onDone();
        void navigate(query ? `/products?q=${encodeURIComponent(query)}` : '/products');
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        ref={inputRef}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Panels, inverters, batteries…"
        className="h-11 min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      />
      <Button type="submit" size="lg">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

interface HeaderProps {
  cartCount: number;
  onOpenCart: () => void;
  /** Sign-in buttons or the account menu, desktop. */
  account?: ReactNode;
  /** The same actions for the mobile menu. */
  mobileAccount?: ReactNode;
}

export function Header({ cartCount, onOpenCart, account, mobileAccount }: HeaderProps) {
  const location = useLocation();
  // The mobile menu is open for the location it was opened at: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.key : null);
  // The search bar likewise: open for the location it was opened at.
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const searchOpen = searchOpenAt === location.key;
  const onAnchor = useAnchorNavigation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the phone menu and puts focus back on its toggle.
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (searchOpen) {
      setSearchOpenAt(null);
      searchToggleRef.current?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  const cartLabel = cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart, empty';
  return (
    <header className="site-header z-50 border-b border-slate-200 bg-white/95 backdrop-blur" onKeyDown={onMenuKeyDown}>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2" aria-label={`${SHOP_NAME} home`}>
          <Logo />
          <span className="flex flex-col leading-tight">
            <span className="font-bold text-brand-900">{SHOP_NAME}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{TAGLINE}</span>
          </span>
        </Link>
        <ul className="ml-2 hidden items-center gap-1 md:flex lg:ml-6">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={(e) => onAnchor(e, link.to)}
                className="rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-900 lg:px-3"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            ref={searchToggleRef}
            aria-expanded={searchOpen}
            aria-controls="header-search"
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            onClick={() => {
              setSearchOpenAt(searchOpen ? null : location.key);
              setMenuOpen(false);
            }}
          >
            {searchOpen ? <X className="!size-5" aria-hidden="true" /> : <Search className="!size-5" aria-hidden="true" />}
          </Button>
          <Button variant="ghost" size="icon" className="relative" onClick={onOpenCart} aria-label={cartLabel}>
            <ShoppingCart className="!size-5" aria-hidden="true" />
            {cartCount > 0 && (
              <span
                data-testid="cart-badge"
                className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
              >
                {cartCount}
              </span>
            )}
          </Button>
          <div className="hidden items-center gap-2 md:flex">{account}</div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            ref={toggleRef}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => {
              setMenuOpen(!menuOpen);
              setSearchOpenAt(null);
            }}
          >
            {menuOpen ? <X className="!size-6" aria-hidden="true" /> : <Menu className="!size-6" aria-hidden="true" />}
          </Button>
        </div>
      </nav>
      <div id="header-search" className={cn('border-t border-slate-200 bg-white', !searchOpen && 'hidden')}>
        {searchOpen && <HeaderSearch id="header-search-query" onDone={() => setSearchOpenAt(null)} />}
      </div>
      <div id="mobile-menu" className={cn('border-t border-slate-200 bg-white md:hidden', !menuOpen && 'hidden')}>
        <ul className="flex flex-col px-4 py-2">
          {[...NAV_LINKS, ...MORE_LINKS].map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={(e) => {
                  onAnchor(e, link.to);
                  setMenuOpen(false);
                }}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {mobileAccount && (
          // A chosen action (sign in, account settings, sign out…) closes the menu, as a link does.
          <div
            className="flex flex-col gap-2 border-t border-slate-200 px-4 py-3"
            onClick={(e) => (e.target as Element).closest('a, button') && setMenuOpen(false)}
          >
            {mobileAccount}
          </div>
        )}
      </div>
    </header>
  );
}
