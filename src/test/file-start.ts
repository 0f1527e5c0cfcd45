/**
 * Runs before each unit test file. The files of a project share one worker, and in the `app` project one jsdom page,
 * instead of building both again for every file (vitest.config.ts, `isolate: false`; docs/operations.md, "The test
 * suite"). What a file could leave to the next is set back here: each file imports the shop's modules afresh (so its
 * `vi.mock`s take effect and no store or cache keeps another file's state), on an empty page with empty storage, real
 * timers and no stubbed globals or environment variables.
 */
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
}
