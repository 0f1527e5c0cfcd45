/** Query keys, one factory per resource, so that mutations invalidate exactly what they change. */
export const queryKeys = {
  settings: () => ['settings', 'global'] as const,
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
  showcase: {
    installations: () => ['installations'] as const,
    testimonials: () => ['testimonials'] as const,
  },
};
