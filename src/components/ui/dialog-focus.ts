/**
 * Where focus goes back to when a dialog closes. The shop's dialogs are opened from state (a store, a menu
 * item), not from a Radix `Dialog.Trigger`, so Radix cannot know their trigger: each dialog remembers what had
 * focus when it opened and puts focus back there when it closes.
 */
interface OpenDialog {
  dialog: Element;
  opener: HTMLElement | undefined;
  /** The page it opened on: when it closes on another page, that page's heading gets focus (RouteFocus). */
  pathname: string;
}

/** The dialogs open now, the last opened last. */
const openDialogs: OpenDialog[] = [];

/** Called as the dialog opens (before focus moves into it): remembers the element that opened it. */
export function rememberOpener(dialog: Element) {
  const active = document.activeElement;
  const usable = active instanceof HTMLElement && active !== document.body && active.isConnected;
  // Focus on the body: the dialog replaced another one that has just closed (sign in → sign up); it inherits
  // that dialog's opener.
  openDialogs.push({ dialog, opener: usable ? active : openDialogs.at(-1)?.opener, pathname: location.pathname });
}

/**
 * Called as the dialog closes: returns focus to its opener. True when it took care of focus (also when another
 * dialog is open now and keeps it), false when there is nowhere to return to.
 */
export function restoreOpener(dialog: Element): boolean {
  const index = openDialogs.findIndex((d) => d.dialog === dialog);
  const closing = openDialogs[index];
  if (!closing) return false;
  openDialogs.splice(index, 1);
  const { opener, pathname } = closing;
  if (pathname !== location.pathname) return true;
  const other = openDialogs.at(-1);
  // Another dialog took over (it inherited the opener): focus stays in it, unless it opened this one.
  if (other && other.dialog.isConnected && !(opener && other.dialog.contains(opener))) return true;
  if (!opener || !opener.isConnected) return false;
  opener.focus({ preventScroll: true });
  return document.activeElement === opener;
}
