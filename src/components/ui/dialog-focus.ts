/**
 * Where focus goes back to when a dialog closes. The shop's dialogs are opened from state (a store, a menu
 * item), not from a Radix `Dialog.Trigger`, so Radix cannot know their trigger: each dialog remembers what had
 * focus when it opened and puts focus back there when it closes. When that element is gone by then (the Sign Up
 * button became the account menu once the new user was known), focus goes to what took its place: the first
 * focusable element in the part of the page that held it, as soon as it is there (the account menu's code may
 * still be loading). When the whole screen it stood on is gone (signing in on "Admins only" opens the admin area),
 * focus goes to the new screen's main heading, as after a navigation: never to the skip link at the top of the page,
 * which would then show over the page's title.
 */
import { focusScreenHeading } from '../route-focus';

interface OpenDialog {
  dialog: Element;
  opener: HTMLElement | undefined;
  /** The opener's ancestors when the dialog opened, nearest first (body excluded): the place it stood in. */
  place: HTMLElement[];
  /** The page it opened on: when it closes on another page, that page's heading gets focus (RouteFocus). */
  pathname: string;
}

/** The dialogs open now, the last opened last. */
const openDialogs: OpenDialog[] = [];

/** How long the place of a vanished opener is watched for what replaces it (code loading on a slow phone). */
export const REPLACEMENT_WAIT_MS = 8_000;

/** Called as the dialog opens (before focus moves into it): remembers the element that opened it. */
export function rememberOpener(dialog: Element) {
  const active = document.activeElement;
  const usable = active instanceof HTMLElement && active !== document.body && active.isConnected;
  // Focus on the body: the dialog replaced another one that has just closed (sign in → sign up); it inherits
  // that dialog's opener.
  const inherited = openDialogs.at(-1);
  openDialogs.push({
    dialog,
    opener: usable ? active : inherited?.opener,
    place: usable ? ancestorsOf(active) : (inherited?.place ?? []),
    pathname: location.pathname,
  });
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
  const { opener, place, pathname } = closing;
  if (pathname !== location.pathname) return true;
  const other = openDialogs.at(-1);
  // Another dialog took over (it inherited the opener): focus stays in it, unless it opened this one.
  if (other && other.dialog.isConnected && !(opener && other.dialog.contains(opener))) return true;
  if (opener && tryFocus(opener)) {
    // Still there now, but about to be replaced (the session updates as the dialog closes): follow it.
    followReplacement(opener, place);
    return true;
  }
  // The opener is hidden (the phone menu closed): the button that shows that part again.
  const controller = controllerOf(place);
  if (controller && tryFocus(controller)) return true;
  if (place.length === 0) return false;
  focusInPlace(place);
  return true;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex]:not([tabindex="-1"])';

function ancestorsOf(element: HTMLElement): HTMLElement[] {
  const ancestors: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    ancestors.push(node);
  }
  return ancestors;
}

function tryFocus(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/** Nothing has focus: it was on an element that is gone, or on a dialog that closed. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/** The button that shows the hidden part the opener was in (`aria-controls`), such as the phone menu's toggle. */
function controllerOf(place: HTMLElement[]): HTMLElement | undefined {
  for (const node of place) {
    if (!node.id || !node.isConnected) continue;
    const controller = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`);
    if (controller) return controller;
  }
  return undefined;
}

function firstFocusableIn(node: HTMLElement): HTMLElement | undefined {
  return [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => el.getClientRects().length > 0);
}

/**
 * Focuses the first focusable element of the nearest part of the page that still holds the opener's place; if
 * that part has none yet (a disabled stand-in while the code loads), waits for one, then falls back to the parts
 * around it. Gives up as soon as focus is somewhere again (the user moved on).
 */
function focusInPlace(place: HTMLElement[]) {
  const screen = place.find((node) => node.tagName === 'MAIN');
  if (screen && !screen.isConnected) {
    focusNewScreen();
    return;
  }
  const connected = place.filter((node) => node.isConnected);
  const nearest = connected[0];
  if (!nearest) return;
  const focusFirstIn = (node: HTMLElement) => {
    const candidate = firstFocusableIn(node);
    return candidate !== undefined && tryFocus(candidate);
  };
  if (focusFirstIn(nearest)) return;
  watch(
    nearest,
    () => !focusLost() || focusFirstIn(nearest),
    () => connected.slice(1).some((node) => node.isConnected && focusFirstIn(node)),
  );
}

/** The screen the opener stood on was replaced by another: its main heading, once it shows one. */
function focusNewScreen() {
  if (focusScreenHeading()) return;
  watch(
    document.body,
    () => !focusLost() || focusScreenHeading() !== undefined,
    () => undefined,
  );
}

/** The opener has focus again; if it is removed soon after, taking focus with it, its replacement gets focus. */
function followReplacement(opener: HTMLElement, place: HTMLElement[]) {
  watch(
    document.body,
    () => {
      if (opener.isConnected && document.activeElement === opener) return false;
      if (!opener.isConnected && focusLost()) focusInPlace(place);
      return true;
    },
    () => undefined,
  );
}

/**
 * Calls `check` on every change under `root` until it returns true (done); after the wait, stops watching and
 * calls `timedOut` if focus is still lost.
 */
function watch(root: HTMLElement, check: () => boolean, timedOut: () => void) {
  const observer = new MutationObserver(() => {
    if (check()) stop();
  });
  const timer = window.setTimeout(() => {
    stop();
    if (focusLost()) timedOut();
  }, REPLACEMENT_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true, attributes: true });
}
