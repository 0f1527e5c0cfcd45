// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyTaps, EARLY_TAPS_SCRIPT, replayEarlyTaps } from './early-taps';

function loadPage() {
  document.body.innerHTML = '<button id="menu"><span>Open menu</span></button><a id="link" href="#x">Products</a>';
  // The inline script, as the prerendered page's head runs it.
  new Function(EARLY_TAPS_SCRIPT.replace(/^<script>|<\/script>$/g, ''))();
}

afterEach(() => {
  replayEarlyTaps();
  document.body.innerHTML = '';
});

describe('taps before the app takes the page over', () => {
  it('keeps a button tapped early (even on its icon) and taps it again once the app is there', () => {
    loadPage();
    const menu = document.getElementById('menu')!;
    const app = vi.fn();
    menu.addEventListener('click', app); // the app's handler, not there yet in real life: here it must not run early
    menu.querySelector('span')!.click();
    expect(app).not.toHaveBeenCalled();
    replayEarlyTaps();
    expect(app).toHaveBeenCalledTimes(1);
    menu.click(); // after the hand-over, taps go straight through
    expect(app).toHaveBeenCalledTimes(2);
  });

  it('lets links work as plain links, and drops taps on buttons no longer on the page', () => {
    loadPage();
    const link = document.getElementById('link')!;
    const followed = vi.fn();
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);
    const menu = document.getElementById('menu')!;
    const app = vi.fn();
    menu.addEventListener('click', app);
    menu.click();
    menu.remove();
    replayEarlyTaps();
    expect(app).not.toHaveBeenCalled();
  });
});

describe('when the app renders afresh instead of taking the page over', () => {
  it('lets every later tap through', () => {
    loadPage();
    dropEarlyTaps();
    const menu = document.getElementById('menu')!;
    const app = vi.fn();
    menu.addEventListener('click', app);
    menu.click();
    expect(app).toHaveBeenCalledTimes(1);
  });
});
