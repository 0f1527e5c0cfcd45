import { Menu, Search, ShoppingCart, X } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router';
import { SHOP_NAME, TAGLINE } from '@domain/shop/brand';
import { cn } from '@/lib/cn';
import { loadOnIntent } from './lazy-part';
import { Logo } from './logo';
import { Button } from './ui/button';
import { Input } from './ui/input';

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
      <Input
        id={id}
        ref={inputRef}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Panels, inverters, batteries…"
        className="min-w-0 flex-1"
      />
      <Button type="submit" size="lg">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/**
 * The header's links, top bar (`variant` "bar") or phone menu: memoised, so that opening and closing a panel
 * re-renders the toggles only, not a dozen router links (the tap's work on a slow phone).
 */
const HeaderLinks = memo(function HeaderLinks({
  variant,
  onNavigate,
}: {
  variant: 'bar' | 'menu';
  onNavigate?: () => void;
}) {
  const onAnchor = useAnchorNavigation();
  const links = variant === 'bar' ? NAV_LINKS : [...NAV_LINKS, ...MORE_LINKS];
  return (
    <ul className={variant === 'bar' ? 'ml-2 hidden items-center gap-1 md:flex lg:ml-6' : 'flex flex-col px-4 py-2'}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={(e) => {
              onAnchor(e, link.to);
              onNavigate?.();
            }}
            className={
              variant === 'bar'
                ? 'rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-900 lg:px-3'
                : 'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100'
            }
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
});

type Panel = 'menu' | 'search';

/** Each panel's toggle: what it opens, its name closed and open, its icon (X while open), where it shows. */
const PANEL_TOGGLES: Record<
  Panel,
  { controls: string; labels: [string, string]; icon: ReactNode; className?: string }
> = {
  search: {
    controls: 'header-search',
    labels: ['Open search', 'Close search'],
    icon: <Search className="!size-5" aria-hidden="true" />,
  },
  menu: {
    controls: 'mobile-menu',
    labels: ['Open menu', 'Close menu'],
    icon: <Menu className="!size-6" aria-hidden="true" />,
    className: 'md:hidden',
  },
};

/** The header's button opening and closing one of its panels (the phone menu, the search bar); X while open. */
function PanelToggle({
  panel,
  openPanel,
  onToggle,
  ref,
}: {
  panel: Panel;
  openPanel: Panel | null;
  onToggle: (panel: Panel) => void;
  ref: Ref<HTMLButtonElement>;
}) {
  const { controls, labels, icon, className } = PANEL_TOGGLES[panel];
  const open = openPanel === panel;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      ref={ref}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? labels[1] : labels[0]}
      onClick={() => onToggle(panel)}
    >
      {open ? <X className="!size-5" aria-hidden="true" /> : icon}
    </Button>
  );
}

interface HeaderProps {
  cartCount: number;
  onOpenCart: () => void;
  /** A hand reaching for the cart button (a pointer over it, a touch, focus): the cart's code can start loading. */
  onCartIntent?: () => void;
  /** Sign-in buttons or the account menu, desktop. */
  account?: ReactNode;
  /** The same actions for the mobile menu. */
  mobileAccount?: ReactNode;
  /** The WhatsApp chat button on a phone (ChatButton's header placement): first of the bar's buttons. */
  chat?: ReactNode;
}

export function Header({ cartCount, onOpenCart, onCartIntent, account, mobileAccount, chat }: HeaderProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The phone menu or the search bar, open for the location it was opened at: a navigation closes it. A page
  // writing its own state into its address (the products page's search text, a moment after the last key) is
  // not one: the panel stays open for the address that replaced its own.
  const [open, setOpen] = useState<{ panel: Panel; at: string; path: string } | null>(null);
  if (open && open.at !== location.key && navigationType === 'REPLACE' && open.path === location.pathname) {
    setOpen({ ...open, at: location.key });
  }
  const openPanel = open?.at === location.key ? open.panel : null;
  const toggle = (panel: Panel) =>
    setOpen(openPanel === panel ? null : { panel, at: location.key, path: location.pathname });
  const close = useCallback(() => setOpen(null), []);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open panel and puts focus back on its toggle.
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !openPanel) return;
    close();
    (openPanel === 'menu' ? menuToggle : searchToggle).current?.focus();
  };

  const cartLabel = cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart, empty';
  return (
    <header className="site-header z-50 border-b border-slate-200 bg-white" onKeyDown={onMenuKeyDown}>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 md:gap-4">
        <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={`${SHOP_NAME} home`}>
          <Logo />
          <span className="flex flex-col leading-tight">
            <span className="font-bold text-brand-900">{SHOP_NAME}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{TAGLINE}</span>
          </span>
        </Link>
        <HeaderLinks variant="bar" />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          {chat}
          <PanelToggle panel="search" openPanel={openPanel} onToggle={toggle} ref={searchToggle} />
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            onClick={onOpenCart}
            {...loadOnIntent(onCartIntent)}
            aria-label={cartLabel}
          >
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
          <PanelToggle panel="menu" openPanel={openPanel} onToggle={toggle} ref={menuToggle} />
        </div>
      </nav>
      <div id="header-search" className={cn('border-t border-slate-200 bg-white', openPanel !== 'search' && 'hidden')}>
        {openPanel === 'search' && <HeaderSearch id="header-search-query" onDone={close} />}
      </div>
      <div
        id="mobile-menu"
        className={cn('border-t border-slate-200 bg-white md:hidden', openPanel !== 'menu' && 'hidden')}
      >
        <HeaderLinks variant="menu" onNavigate={close} />
        {mobileAccount && (
          // A chosen action (sign in, account settings, sign out…) closes the menu, as a link does. Focus goes to
          // the menu button first: the action's button is hidden with the menu, and a dialog it opens remembers
          // what had focus as its opener, to give focus back to when it closes.
          <div
            className="flex flex-col gap-2 border-t border-slate-200 px-4 py-3"
            onClick={(e) => {
              if (!(e.target as Element).closest('a, button')) return;
              menuToggle.current?.focus();
              close();
            }}
          >
            {mobileAccount}
          </div>
        )}
      </div>
    </header>
  );
}
