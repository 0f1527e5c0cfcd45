import { useSearchParams } from 'react-router';

/**
 * A staff list's filters kept in the address (so a filtered list can be shared and survives a reload): the
 * current parameters, and `set(key, value)`, which replaces the entry in the history (an empty value removes it).
 * Admin › Orders and Admin › Plans use it.
 */
export function useFilterParams(): [URLSearchParams, (key: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return [params, set];
}
