import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 15 s (default 1 s): lazy modules load slowly on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
