/** Query keys, one factory per resource, so that mutations invalidate exactly what they change. */
export const queryKeys = {
  settings: () => ['settings', 'global'] as const,
  /** The business settings the cart and checkout price with (cached 5 minutes in local storage). */
  pricingSettings: () => ['settings', 'global', 'business'] as const,
  products: {
    all: () => ['products'] as const,
    featured: (limit: number) => ['products', 'featured', limit] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    /** The solar calculator's candidates: available inverters, batteries, panels and charge controllers. */
    sizing: () => ['products', 'sizing'] as const,
    list: (params: { category: string | null; sort: string; available: boolean }) =>
      ['products', 'list', params] as const,
    searchCorpus: () => ['products', 'search-corpus'] as const,
    related: (category: string, id: string) => ['products', 'related', category, id] as const,
  },
  /** A user's orders: the uid comes first, so that signing out drops them (app/session-cache.ts). */
  orders: {
    all: (uid: string) => ['orders', uid] as const,
    list: (uid: string) => ['orders', uid, 'list'] as const,
    detail: (uid: string, orderId: string) => ['orders', uid, 'detail', orderId] as const,
    lastAddress: (uid: string) => ['orders', uid, 'last-address'] as const,
  },
  showcase: {
    installations: () => ['installations'] as const,
    testimonials: () => ['testimonials'] as const,
  },
};
