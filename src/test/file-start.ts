/**
 * Runs before each test file of the unit tests and of the emulator tests. The files of a project share one worker, and
 * in the unit tests' `app` project one jsdom page, instead of starting both again for every file (`isolate: false` in
 * vitest.config.ts and vitest.emulated.config.ts; docs/operations.md, "The test suite"). What a file could leave to
 * the next is set back here: each file loads the shop's modules afresh (so its `vi.mock`s take effect and no store or
 * cache keeps another file's state), on an empty page with empty storage, real timers and no stubbed globals or
 * environment variables.
 */
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

if (typeof document !== 'undefined') {
  document.head.replaceChildren(); // the title too (setting document.title would add an empty <title> React keeps)
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
}
