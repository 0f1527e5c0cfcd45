/**
 * The words of the choices whose values are owned by modules on every page's first paint (user.ts: how a
 * customer is notified; stock.ts: how staff change stock). They are read from value-labels.json here, by the
 * screens that show them, so that the first paint does not load the shop's whole catalogue of words.
 * value-labels.test.ts checks that the file holds exactly these values.
 */
import type { StockMode } from '@domain/catalog/stock';
import type { NotifyBy } from '@domain/users/user';
import VALUE_LABELS from './value-labels.json' with { type: 'json' };

export const NOTIFY_BY_LABELS: Readonly<Record<NotifyBy, string>> = VALUE_LABELS.notifyBy;
export const STOCK_MODE_LABELS: Readonly<Record<StockMode, string>> = VALUE_LABELS.stockMode;
