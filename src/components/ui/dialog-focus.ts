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
  if (!opener) return false;
  if (tryFocus(opener)) return true;
  // The opener is gone or hidden (the Sign Up button became the account menu; the phone menu closed).
  const fallback = controllerOf(opener) ?? firstFocusableNear(opener);
  return fallback !== undefined && tryFocus(fallback);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function tryFocus(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/** The button that shows the hidden part the opener is in (`aria-controls`), such as the phone menu's toggle. */
function controllerOf(opener: HTMLElement): HTMLElement | undefined {
  for (let node: HTMLElement | null = opener; node; node = node.parentElement) {
    if (!node.id) continue;
    const controller = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`);
    if (controller) return controller;
  }
  return undefined;
}

/** The first focusable element left in the nearest part of the page that still holds the opener's place. */
function firstFocusableNear(opener: HTMLElement): HTMLElement | undefined {
  let node = opener.parentElement;
  while (node && !node.isConnected) node = node.parentElement;
  for (; node && node !== document.body; node = node.parentElement) {
    const candidate = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => el.getClientRects().length > 0);
    if (candidate) return candidate;
  }
  return undefined;
}
