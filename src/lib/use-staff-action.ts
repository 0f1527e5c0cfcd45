import { useState } from 'react';
import { notify } from './toast';

/**
 * A staff action on a form or a panel, and its failure in words: `run` clears the last failure, waits for the
 * action, says `done` in a toast and calls `after` (emptying the form), or shows the failure in `wordsOf`'s
 * words under the form. `setError` says what is wrong before anything is sent.
 */
export function useStaffAction(wordsOf: (error: unknown) => string) {
  const [error, setError] = useState('');
  const run = async (action: () => Promise<unknown>, done: string, after?: () => void) => {
    setError('');
    try {
      await action();
      notify.success(done);
      after?.();
    } catch (err) {
      setError(wordsOf(err));
    }
  };
  return { error, setError, run };
}
