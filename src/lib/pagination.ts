/** Admin lists page on the client: 20 rows a page. */
export const ADMIN_PAGE_SIZE = 20;

/** One page of a list (1-based), and how many pages there are. */
export function pageOf<T>(
  items: T[],
  page: number,
  size = ADMIN_PAGE_SIZE,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
