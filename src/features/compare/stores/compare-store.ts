import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  addToComparison,
  removeFromComparison,
  type ComparedProduct,
  type CompareResult,
} from '@domain/catalog/compare';

interface CompareState {
  items: ComparedProduct[];
  /** Adds a product, or returns the message saying why not. */
  add: (product: ComparedProduct) => CompareResult;
  remove: (id: string) => void;
  clear: () => void;
}

export const COMPARE_STORAGE_KEY = 'savanna-solar-compare';

/** The comparison list (docs/storefront.md, "Comparison"): up to 3 products, kept in local storage. */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (product) => {
        const result = addToComparison(get().items, product);
        if (result.ok) set({ items: result.items });
        return result;
      },
      remove: (id) => set({ items: removeFromComparison(get().items, id) }),
      clear: () => set({ items: [] }),
    }),
    {
      name: COMPARE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

// Another tab changed the list: take its version, so that the limit and duplicates hold across tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARE_STORAGE_KEY) void useCompareStore.persist.rehydrate();
  });
}
