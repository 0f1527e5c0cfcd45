import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { PROJECT_PAYMENT_MESSAGES } from '@domain/projects/messages';
import type { ProposalLine } from '@domain/projects/proposal';
import { stockState } from '@domain/catalog/stock';
import { db } from '../../shared/firebase';
import { putStockBack } from '../../catalog/lib/stock';
import { readProductOnSale } from '../../shared/stored';

/**
 * The goods of an accepted option, reserved for the project (docs/projects.md, "Deposit"): taken from stock
 * when the customer accepts, put back when the deposit does not arrive in time or the project is cancelled
 * before its installation. Services (installation, survey) hold no stock.
 */

export interface StockLine {
  productId: string;
  name: string;
  quantity: number;
}

/** The product lines of an option, one per product (quantities added up). */
export function goodsOf(lines: readonly ProposalLine[]): StockLine[] {
  const byId = new Map<string, StockLine>();
  for (const line of lines) {
    if (line.kind !== 'product' || line.quantity <= 0) continue;
    const seen = byId.get(line.productId);
    byId.set(line.productId, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...byId.values()];
}

const products = () => db().collection('products');

/**
 * Takes the goods' stock inside `tx`, as placeOrder does: each product is read without locking (a plain read)
 * and written only if unchanged since (`lastUpdateTime`); a product written meanwhile fails the commit and the
 * action is tried again (projects/lib/projects.ts). A product gone, deleted or short of stock refuses the whole action
 * (failed-precondition, its name in words, `details.reason` out_of_stock). Call it after the transaction's
 * reads; it only writes.
 */
export async function reserveStock(tx: Transaction, goods: readonly StockLine[]): Promise<void> {
  if (goods.length === 0) return;
  const snaps = await db().getAll(...goods.map((line) => products().doc(line.productId)));
  const writes = goods.map((line, i) => {
    const snap = snaps[i];
    if (!snap) throw new Error('Firestore returned fewer documents than asked');
    const read = readProductOnSale(snap);
    const stock = read?.product.stock ?? 0;
    const readAt = snap.updateTime;
    if (!read || read.deleted || stock < line.quantity || !readAt) {
      throw new HttpsError('failed-precondition', PROJECT_PAYMENT_MESSAGES.outOfStock(line.name), {
        reason: 'out_of_stock',
        productId: line.productId,
        name: line.name,
        available: Math.max(0, stock),
      });
    }
    const left = stock - line.quantity;
    return () =>
      tx.update(
        snap.ref,
        {
          stock: left,
          sales: FieldValue.increment(line.quantity),
          stockLevel: stockState({ ...read.product, stock: left }).kind,
          ...(left <= 0 ? { available: false } : {}),
        },
        { lastUpdateTime: readAt },
      );
  });
  writes.forEach((write) => write());
}

/**
 * Puts the goods back inside `tx`, as an order's cancellation does (orders/lib/orders.ts prepareCancellation, with the
 * same putStockBack): reads every product first (reads come first in a transaction) and returns the writes.
 */
export async function prepareStockRelease(tx: Transaction, goods: readonly StockLine[]): Promise<() => void> {
  const snaps = goods.length > 0 ? await tx.getAll(...goods.map((line) => products().doc(line.productId))) : [];
  return () => {
    snaps.forEach((snap, i) => {
      const line = goods[i];
      if (line) putStockBack(tx, snap, line.quantity);
    });
  };
}
