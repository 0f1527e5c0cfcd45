import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { NetworkBanner } from '@/components/network-banner';
import { RouteFocus } from '@/components/route-focus';
import { AccountModals } from '@/features/auth/components/account-modals';

/**
 * Around every screen: the network banner, a progress bar while a lazy screen loads, the accounts modals (sign in
 * from anywhere, the admin area included), focus and announcement on page changes, scroll restoration.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[70] h-1 animate-pulse bg-sun-500"
        />
      )}
      <NetworkBanner />
      <Outlet />
      <AccountModals />
      <RouteFocus />
      <ScrollRestoration />
    </>
  );
}
