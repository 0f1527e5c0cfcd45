import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A cart line: SPEC.md section 3's minimum view (id, name, price in GHS, quantity). */
export interface CartLine {
  productId: string;
  name: string;
  price: number;
  quantity: number;
}

interface CartState {
  items: CartLine[];
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}

export const GUEST_CART_STORAGE_KEY = 'savanna-solar-cart';

/** The one cart store. Guest lines live in local storage. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      isOpen: false,
      setOpen: (isOpen) => set({ isOpen }),
    }),
    {
      name: GUEST_CART_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

/** The header badge counts lines, not units. */
export const selectLineCount = (state: CartState) => state.items.length;
