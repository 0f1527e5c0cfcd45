import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { stockState } from '@domain/catalog/stock';
import { readProduct } from '../../shared/stored';

/**
 * Puts `quantity` of a product back inside `tx`, for an order's cancellation and a project's released goods:
 * the stock back, the sales back (never below 0), available again with stock unless an admin deleted it. A
 * product deleted for good is skipped. Call it once the transaction's reads are done; it only writes.
 */
export function putStockBack(tx: Transaction, snap: DocumentSnapshot, quantity: number): void {
  if (!snap.exists) return;
  const product = readProduct(snap);
  const stock = product.stock + quantity;
  const sales = Math.max(0, product.sales - quantity);
  tx.update(snap.ref, {
    stock,
    sales,
    stockLevel: stockState({ ...product, stock }).kind,
    ...(product.deletedAt != null ? {} : { available: stock > 0 }),
  });
}
