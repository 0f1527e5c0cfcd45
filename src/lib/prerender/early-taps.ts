/**
 * A prerendered page is on screen before its JavaScript has arrived (seconds on 2G/3G), and until the app has taken
 * it over (main.tsx, hydrateRoot) its buttons do nothing: a tap on "Open menu" would be lost and the shopper would
 * think the shop broken. The page's head carries this small script (scripts/lib/prerender.ts): it keeps the buttons
 * tapped in that time, and the app taps them again, in order, as soon as it has taken the page over. Links need
 * nothing: before the app they open their page as plain links do.
 */
const KEY = '__shopEarlyTaps';

declare global {
  interface Window {
    [KEY]?: HTMLElement[] | null;
  }
}

/** The inline <script> for a prerendered page's <head>. */
export const EARLY_TAPS_SCRIPT =
  `<script>(function(){var taps=window.${KEY}=[];addEventListener('click',function(e){` +
  `var b=window.${KEY}&&e.target&&e.target.closest&&e.target.closest('button');` +
  `if(b){e.preventDefault();e.stopPropagation();taps.push(b)}},true)})()</script>`;

/** After hydrateRoot: the buttons tapped before, tapped again (those still on the page); later taps go through. */
export function replayEarlyTaps(): void {
  const taps = window[KEY];
  window[KEY] = null;
  for (const button of taps ?? []) if (button.isConnected) button.click();
}

/** When the app renders afresh instead (not the page's own address, or its screen failed): taps go straight through. */
export function dropEarlyTaps(): void {
  window[KEY] = null;
}
