import { describe, expect, it } from 'vitest';
import {
  averageOrderValue,
  conversionRate,
  periods,
  revenueSeries,
  roundGhs,
  shares,
  stockAlerts,
  topProducts,
} from './analytics';

const NOW = new Date('2025-03-15T14:30:00Z');

describe('periods', () => {
  it('gives the last days up to today, oldest first, as [start, end)', () => {
    const days = periods(NOW, 'day', 3);
    expect(days.map((d) => [d.start.toISOString(), d.end.toISOString(), d.label])).toEqual([
      ['2025-03-13T00:00:00.000Z', '2025-03-14T00:00:00.000Z', '13 Mar'],
      ['2025-03-14T00:00:00.000Z', '2025-03-15T00:00:00.000Z', '14 Mar'],
      ['2025-03-15T00:00:00.000Z', '2025-03-16T00:00:00.000Z', '15 Mar'],
    ]);
  });

  it('gives months across a year end', () => {
    const months = periods(new Date('2025-01-31T23:00:00Z'), 'month', 3);
    expect(months.map((m) => m.label)).toEqual(['Nov 2024', 'Dec 2024', 'Jan 2025']);
    expect(months[2]?.end.toISOString()).toBe('2025-02-01T00:00:00.000Z');
  });
});

describe('figures', () => {
  it('rounds aggregated sums to pesewas and treats a missing sum as 0', () => {
    expect(roundGhs(0.1 + 0.2)).toBe(0.3);
    expect(roundGhs(null)).toBe(0);
    expect(
      revenueSeries(periods(NOW, 'day', 2), [
        { revenue: 10.004, orders: 1 },
        { revenue: null, orders: 0 },
      ]),
    ).toEqual([
      { label: '14 Mar', revenue: 10, orders: 1 },
      { label: '15 Mar', revenue: 0, orders: 0 },
    ]);
  });

  it('computes conversion from views to sales, and none without views', () => {
    expect(conversionRate(200, 3)).toBe(1.5);
    expect(conversionRate(3, 1)).toBe(33.3);
    expect(conversionRate(0, 5)).toBeNull();
  });

  it('computes the average order value', () => {
    expect(averageOrderValue(1000, 3)).toBe(333.33);
    expect(averageOrderValue(0, 0)).toBe(0);
  });

  it('gives each status its share', () => {
    expect(
      shares([
        { status: 'pending', count: 1 },
        { status: 'delivered', count: 3 },
      ]).map((s) => s.percent),
    ).toEqual([25, 75]);
    expect(shares([{ status: 'pending', count: 0 }])[0]?.percent).toBe(0);
  });
});

describe('products', () => {
  const p = (id: string, stock: number, extra: Record<string, unknown> = {}) => ({
    id,
    type: 'product' as const,
    stock,
    lowStockThreshold: 5,
    deletedAt: null,
    sales: 0,
    views: 0,
    ...extra,
  });

  it('lists low stock (lowest first) and out of stock, leaving out services and deleted products', () => {
    const alerts = stockAlerts([
      p('a', 10),
      p('b', 5),
      p('c', 1),
      p('d', 0),
      p('svc', 0, { type: 'service' }),
      p('gone', 0, { deletedAt: new Date() }),
    ]);
    expect(alerts.low.map((x) => x.id)).toEqual(['c', 'b']);
    expect(alerts.out.map((x) => x.id)).toEqual(['d']);
  });

  it('ranks the top products by sales or views, leaving out zeros', () => {
    const list = [p('a', 1, { sales: 2, views: 50 }), p('b', 1, { sales: 7, views: 5 }), p('c', 1)];
    expect(topProducts(list, 'sales').map((x) => x.id)).toEqual(['b', 'a']);
    expect(topProducts(list, 'views', 1).map((x) => x.id)).toEqual(['a']);
  });
});
