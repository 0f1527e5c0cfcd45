import { useLocation, useSearchParams } from 'react-router';

/**
 * A staff list's filters kept in the address (so a filtered list can be shared and survives a reload): the
 * current parameters, and `set(key, value)`, which replaces the entry in the history (an empty value removes it).
 * Admin › Orders and Admin › Plans use it.
 *
 * `set` builds on the address as it is when called, not as the page last rendered it: a tab or filter just chosen is
 * in the address at once but rendered a little later (React Router navigates in a transition, which React renders
 * after the tap's frame), and a search typed in that moment must not drop it. React Router's own updater gets the rendered parameters.
 */
export function useFilterParams(): [URLSearchParams, (key: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const set = (key: string, value: string) => {
    // The browser's address, while it is still this page's (not one being left).
    const next = new URLSearchParams(window.location.pathname === pathname ? window.location.search : params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return [params, set];
}
