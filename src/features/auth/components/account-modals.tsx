import { lazyComponent } from '@/components/lazy-part';
import { useAuthUiStore } from '../stores/auth-ui-store';
import { useSessionStore } from '../stores/session-store';

/** While a modal's code arrives on a slow connection: the page dims and says so. */
function ModalLoading() {
  return (
    <div className="fixed inset-0 z-[1000] grid place-items-center bg-slate-950/60" role="status">
      <span className="rounded-md bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow">Loading...</span>
    </div>
  );
}

const AuthModal = lazyComponent(() => import('./auth-modal').then((m) => m.AuthModal), {
  what: 'the sign-in form',
  loading: <ModalLoading />,
  failure: 'floating',
});
const AccountSettingsModal = lazyComponent(
  () => import('./account-settings-modal').then((m) => m.AccountSettingsModal),
  { what: 'your account settings', loading: <ModalLoading />, failure: 'floating' },
);

/** Starts loading the auth modal's code before it is needed (a pointer over or focus on Sign In). */
export const preloadAuthModal = AuthModal.preload;

/**
 * The accounts modals, wherever the app is (store or admin). Their code loads when first opened; each opening
 * mounts them afresh (keyed by openedAt), which resets their forms.
 */
export function AccountModals() {
  const modal = useAuthUiStore((s) => s.modal);
  const openedAt = useAuthUiStore((s) => s.openedAt);
  const signedIn = useSessionStore((s) => s.user !== null);
  if (!modal) return null;
  return (
    <>
      {modal.kind === 'auth' && <AuthModal key={openedAt} initialMode={modal.mode} purpose={modal.purpose} />}
      {modal.kind === 'account-settings' && signedIn && <AccountSettingsModal key={openedAt} />}
    </>
  );
}
