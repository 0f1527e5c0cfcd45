import { useState } from 'react';

/** A list's filters and the page shown: changing a filter goes back to the first page. */
export function useListFilters<F extends object>(initial: F | (() => F)) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const setFilter = (next: Partial<F>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage };
}
