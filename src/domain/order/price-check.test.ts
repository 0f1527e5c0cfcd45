import { describe, expect, it } from 'vitest';
import { describePricingDifferences, priceChangeFrom, type PriceChange, type ShownPricing } from './price-check';
import { calculateTotals } from './pricing';

const settings = { taxRate: 12.5, deliveryFee: 50, freeDeliveryThreshold: 5000 };
const lines = [
  { productId: 'panel', name: 'Jinko 450 W panel', price: 1200, quantity: 2 },
  { productId: 'cable', name: 'PV cable 6 mm²', price: 320, quantity: 1 },
];
const shown: ShownPricing = { settings, lines, totals: calculateTotals(lines, settings, 'delivery') };

/** placeOrder's details as they come over the wire, for these settings and prices now. */
function change(now: typeof settings, prices: Record<string, number> = {}): PriceChange {
  const priced = lines.map((l) => ({ ...l, price: prices[l.productId] ?? l.price }));
  return {
    confirmedTotal: Math.round(shown.totals.total * 100),
    totals: calculateTotals(priced, now, 'delivery'),
    settings: now,
    prices: priced.map(({ productId, price }) => ({ productId, price })),
  };
}

describe('priceChangeFrom', () => {
  it('reads the price change of a placeOrder refusal', () => {
    const details = { priceChange: change({ ...settings, deliveryFee: 80 }) };
    expect(priceChangeFrom(JSON.parse(JSON.stringify(details)))).toEqual(details.priceChange);
  });

  it('is null for anything else: other refusals, missing or malformed figures', () => {
    expect(priceChangeFrom(undefined)).toBeNull();
    expect(priceChangeFrom({ problems: [] })).toBeNull();
    const good = change(settings);
    expect(priceChangeFrom({ priceChange: { ...good, confirmedTotal: '1' } })).toBeNull();
    expect(priceChangeFrom({ priceChange: { ...good, totals: { ...good.totals, total: null } } })).toBeNull();
    expect(priceChangeFrom({ priceChange: { ...good, settings: {} } })).toBeNull();
    expect(priceChangeFrom({ priceChange: { ...good, prices: 'x' } })).toBeNull();
  });

  it('drops price entries that are not a product id and a number', () => {
    const raw = { ...change(settings), prices: [{ productId: 'panel', price: 1200 }, { productId: 3 }, null] };
    expect(priceChangeFrom({ priceChange: raw })?.prices).toEqual([{ productId: 'panel', price: 1200 }]);
  });
});

describe('describePricingDifferences', () => {
  it('a delivery fee raised: the fee, the shipping and the total', () => {
    expect(describePricingDifferences(shown, change({ ...settings, deliveryFee: 80 }))).toEqual([
      { kind: 'deliveryFee', from: 50, to: 80 },
      { kind: 'shipping', from: 50, to: 80 },
      { kind: 'total', from: 3110, to: 3140 },
    ]);
  });

  it('a tax rate changed: the rate and the total', () => {
    expect(describePricingDifferences(shown, change({ ...settings, taxRate: 0 }))).toEqual([
      { kind: 'taxRate', from: 12.5, to: 0 },
      { kind: 'total', from: 3110, to: 2770 },
    ]);
  });

  it('a unit price changed: that line by name, then the total', () => {
    expect(describePricingDifferences(shown, change(settings, { cable: 350 }))).toEqual([
      { kind: 'price', productId: 'cable', name: 'PV cable 6 mm²', from: 320, to: 350 },
      { kind: 'total', from: 3110, to: 3143.75 },
    ]);
  });

  it('a threshold that now gives free delivery: the threshold, the shipping and the total', () => {
    expect(describePricingDifferences(shown, change({ ...settings, freeDeliveryThreshold: 2000 }))).toEqual([
      { kind: 'freeDeliveryThreshold', from: 5000, to: 2000 },
      { kind: 'shipping', from: 50, to: 0 },
      { kind: 'total', from: 3110, to: 3060 },
    ]);
  });

  it('nothing when nothing differs by a pesewa', () => {
    expect(describePricingDifferences(shown, change(settings, { panel: 1200.001 }))).toEqual([]);
  });

  it("the shopper's region's own fee changed: that fee, the shipping and the total (the regions come along)", () => {
    const volta = { fee: 170, freeFrom: 12_000, minDays: 4, maxDays: 7 };
    const before = { ...settings, regions: { Volta: volta } };
    const after = { ...settings, regions: { Volta: { ...volta, fee: 190.5 } } };
    const shownVolta: ShownPricing = {
      settings: before,
      region: 'Volta',
      lines,
      totals: calculateTotals(lines, before, 'delivery', 'Volta'),
    };
    const now: PriceChange = {
      confirmedTotal: Math.round(shownVolta.totals.total * 100),
      totals: calculateTotals(lines, after, 'delivery', 'Volta'),
      settings: after,
      prices: lines.map(({ productId, price }) => ({ productId, price })),
    };
    expect(priceChangeFrom(JSON.parse(JSON.stringify({ priceChange: now })))?.settings).toEqual(after);
    expect(describePricingDifferences(shownVolta, now)).toEqual([
      { kind: 'deliveryFee', from: 170, to: 190.5 },
      { kind: 'shipping', from: 170, to: 190.5 },
      { kind: 'total', from: 3230, to: 3250.5 },
    ]);
  });
});
