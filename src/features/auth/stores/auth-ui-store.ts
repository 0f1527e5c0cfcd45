import { create } from 'zustand';

/**
 * Which accounts modal is open. Any screen opens the auth modal with `openAuthModal('login')` or
 * `openAuthModal('register')`, and the Account Settings modal with `openAccountSettings()`.
 * Each opening counts up `openedAt`, so a modal opened again starts from a clean form.
 */
export type AuthMode = 'login' | 'register';

/**
 * What the account is for, said in the modal's words: shopping (the header, the account pages: to order and follow
 * orders), or sending a request the visitor has filled in (`request`: it is sent once they are in).
 */
export type AuthPurpose = 'shop' | 'request';

export type AccountModal = { kind: 'auth'; mode: AuthMode; purpose: AuthPurpose } | { kind: 'account-settings' } | null;

interface AuthUiState {
  modal: AccountModal;
  openedAt: number;
}

export const useAuthUiStore = create<AuthUiState>()(() => ({ modal: null, openedAt: 0 }));

export const openAuthModal = (mode: AuthMode = 'login', purpose: AuthPurpose = 'shop') =>
  useAuthUiStore.setState((s) => ({ modal: { kind: 'auth', mode, purpose }, openedAt: s.openedAt + 1 }));

export const openAccountSettings = () =>
  useAuthUiStore.setState((s) => ({ modal: { kind: 'account-settings' }, openedAt: s.openedAt + 1 }));

export const closeAccountModal = () => useAuthUiStore.setState({ modal: null });
