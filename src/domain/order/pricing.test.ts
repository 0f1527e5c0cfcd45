import { describe, expect, it } from 'vitest';
import {
  calculateTotals,
  deliveryTerms,
  lineTotal,
  resolveBusinessSettings,
  shelfPrice,
  taxPesewas,
  totalsSoFar,
} from './pricing';
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from '@domain/shop/settings';

const settings = (overrides: Partial<BusinessSettings> = {}): BusinessSettings => ({
  taxRate: 15,
  deliveryFee: 50,
  freeDeliveryThreshold: 1000,
  ...overrides,
});

describe('calculateTotals', () => {
  it('adds the lines, the tax at the rate and the delivery fee below the threshold', () => {
    const totals = calculateTotals(
      [
        { price: 200, quantity: 2 },
        { price: 99.99, quantity: 3 },
      ],
      settings(),
      'delivery',
    );
    // 400 + 299.97 = 699.97; 15 % = 104.9955 → 105.00; below 1000 → fee 50
    expect(totals).toEqual({ subtotal: 699.97, taxRate: 15, tax: 105, shipping: 50, total: 854.97 });
  });

  it('delivers free exactly at the threshold', () => {
    const totals = calculateTotals([{ price: 500, quantity: 2 }], settings(), 'delivery');
    expect(totals.subtotal).toBe(1000);
    expect(totals.shipping).toBe(0);
    expect(totals.total).toBe(1150);
  });

  it('charges the fee one pesewa below the threshold', () => {
    const totals = calculateTotals([{ price: 999.99, quantity: 1 }], settings(), 'delivery');
    expect(totals.shipping).toBe(50);
    // 999.99 × 15 % = 149.9985 → 150.00
    expect(totals.tax).toBe(150);
    expect(totals.total).toBe(1199.99);
  });

  it('delivers free above the threshold', () => {
    const totals = calculateTotals([{ price: 1000.01, quantity: 1 }], settings(), 'delivery');
    expect(totals.shipping).toBe(0);
  });

  it('never charges delivery for pickup, below the threshold too', () => {
    const totals = calculateTotals([{ price: 100, quantity: 1 }], settings(), 'pickup');
    expect(totals).toEqual({ subtotal: 100, taxRate: 15, tax: 15, shipping: 0, total: 115 });
  });

  it('charges no tax at a zero rate', () => {
    const totals = calculateTotals([{ price: 123.45, quantity: 3 }], settings({ taxRate: 0 }), 'delivery');
    expect(totals).toEqual({ subtotal: 370.35, taxRate: 0, tax: 0, shipping: 50, total: 420.35 });
  });

  it('has nothing to pay for an empty cart, delivery included', () => {
    expect(calculateTotals([], settings(), 'delivery')).toEqual({
      subtotal: 0,
      taxRate: 15,
      tax: 0,
      shipping: 0,
      total: 0,
    });
  });

  it('applies the defaults: no tax, free delivery from GHS 5', () => {
    expect(calculateTotals([{ price: 4.99, quantity: 1 }], DEFAULT_BUSINESS_SETTINGS, 'delivery')).toEqual({
      subtotal: 4.99,
      taxRate: 0,
      tax: 0,
      shipping: 0,
      total: 4.99,
    });
  });

  it('sums in pesewas, so that decimal prices never drift', () => {
    const totals = calculateTotals(
      [
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ],
      settings({ taxRate: 0, deliveryFee: 0 }),
      'delivery',
    );
    expect(totals.subtotal).toBe(0.3);
    expect(totals.total).toBe(0.3);
    const many = calculateTotals([{ price: 19.99, quantity: 100 }], settings({ taxRate: 0 }), 'pickup');
    expect(many.subtotal).toBe(1999);
  });

  it('rounds the tax to the nearest pesewa, halves up', () => {
    // 1.00 × 12.5 % = 0.125 → 0.13; 1.00 × 12.4 % = 0.124 → 0.12
    expect(calculateTotals([{ price: 1, quantity: 1 }], settings({ taxRate: 12.5 }), 'pickup').tax).toBe(0.13);
    expect(calculateTotals([{ price: 1, quantity: 1 }], settings({ taxRate: 12.4 }), 'pickup').tax).toBe(0.12);
    // 10.05 × 15 % = 1.5075 → 1.51
    expect(calculateTotals([{ price: 10.05, quantity: 1 }], settings(), 'pickup').tax).toBe(1.51);
  });

  it('keeps fractional rates exact (no binary drift on x.5 pesewas)', () => {
    // 333 pesewas × 15 % = 49.95 → 50; with floats 333 * 0.15 = 49.949999…
    expect(taxPesewas(333, 15)).toBe(50);
    // 2 pesewas × 2.5 % → 0.05 → 0; 20 × 2.5 % = 0.5 → 1
    expect(taxPesewas(2, 2.5)).toBe(0);
    expect(taxPesewas(20, 2.5)).toBe(1);
    expect(taxPesewas(1_000_000_000, 21.9)).toBe(219_000_000);
  });

  it('refuses negative prices and quantities that are not whole numbers of at least 1', () => {
    expect(() => calculateTotals([{ price: -1, quantity: 1 }], settings(), 'delivery')).toThrow(RangeError);
    expect(() => calculateTotals([{ price: 1, quantity: 0 }], settings(), 'delivery')).toThrow(RangeError);
    expect(() => calculateTotals([{ price: 1, quantity: 1.5 }], settings(), 'delivery')).toThrow(RangeError);
    expect(() => calculateTotals([{ price: Number.NaN, quantity: 1 }], settings(), 'delivery')).toThrow(RangeError);
  });
});

describe('lineTotal', () => {
  it('multiplies in pesewas', () => {
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ price: 2450.5, quantity: 2 })).toBe(4901);
  });
});

describe('delivery by region', () => {
  const regional = settings({
    taxRate: 0,
    regions: {
      Northern: { fee: 25, freeFrom: 2000, minDays: 1, maxDays: 2 },
      Volta: { fee: 180.55, freeFrom: 20_000, minDays: 4, maxDays: 7 },
    },
  });

  it("charges the region's own fee below the region's own free-delivery amount, with its working days", () => {
    expect(deliveryTerms(regional, 'delivery', 'Volta')).toEqual({
      fee: 180.55,
      freeFrom: 20_000,
      days: { min: 4, max: 7 },
      region: 'Volta',
    });
    // Ten panels to the Volta Region (GH₵ 6,500): above the general GH₵ 1,000, below Volta's GH₵ 20,000.
    const panels = [{ price: 650, quantity: 10 }];
    expect(calculateTotals(panels, regional, 'delivery', 'Volta')).toMatchObject({ shipping: 180.55, total: 6680.55 });
    expect(calculateTotals(panels, regional, 'delivery', 'Northern')).toMatchObject({ shipping: 0, total: 6500 });
  });

  it("is free exactly from the region's amount, to the pesewa", () => {
    expect(calculateTotals([{ price: 19_999.99, quantity: 1 }], regional, 'delivery', 'Volta').shipping).toBe(180.55);
    expect(calculateTotals([{ price: 20_000, quantity: 1 }], regional, 'delivery', 'Volta').shipping).toBe(0);
    expect(calculateTotals([{ price: 1999.99, quantity: 1 }], regional, 'delivery', 'Northern').total).toBe(2024.99);
  });

  it('keeps pickup at the Tamale shop free, whatever the region', () => {
    expect(deliveryTerms(regional, 'pickup', 'Volta')).toEqual({ fee: 0, freeFrom: 0, days: null, region: null });
    expect(calculateTotals([{ price: 100, quantity: 1 }], regional, 'pickup', 'Volta').shipping).toBe(0);
  });

  it("uses the shop's general fee for a region without its own terms, or before a region is chosen", () => {
    for (const region of ['Upper West', '', null, undefined, 'Atlantis']) {
      expect(deliveryTerms(regional, 'delivery', region)).toEqual({
        fee: 50,
        freeFrom: 1000,
        days: null,
        region: null,
      });
    }
    expect(calculateTotals([{ price: 200, quantity: 1 }], regional, 'delivery', 'Upper West').shipping).toBe(50);
  });
});

describe('totals before the region is chosen (the cart, the checkout before its Region field)', () => {
  const regional = settings({
    taxRate: 15,
    regions: {
      Northern: { fee: 30, freeFrom: 3000, minDays: 1, maxDays: 2 },
      Volta: { fee: 170, freeFrom: 12_000, minDays: 4, maxDays: 7 },
    },
  });
  const battery = { price: 900, quantity: 1 };

  it('names no delivery figure while it depends on the region, and leaves it out of the total', () => {
    // The general fee (GH₵50 below GH₵1,000) would say GH₵50 for one battery and Free for two: Volta pays GH₵170.
    for (const region of ['', null, undefined, 'Atlantis']) {
      expect(totalsSoFar([battery], regional, 'delivery', region)).toEqual({
        subtotal: 900,
        taxRate: 15,
        tax: 135,
        shipping: 0,
        total: 1035,
        deliveryByRegion: true,
      });
    }
    expect(totalsSoFar([{ ...battery, quantity: 2 }], regional, 'delivery').deliveryByRegion).toBe(true);
  });

  it("is the order's totals once the region is chosen, and for pickup", () => {
    expect(totalsSoFar([battery], regional, 'delivery', 'Volta')).toEqual({
      ...calculateTotals([battery], regional, 'delivery', 'Volta'),
      deliveryByRegion: false,
    });
    expect(totalsSoFar([battery], regional, 'delivery', 'Volta')).toMatchObject({ shipping: 170, total: 1205 });
    expect(totalsSoFar([battery], regional, 'pickup')).toMatchObject({ shipping: 0, deliveryByRegion: false });
  });

  it('says the delivery every region pays when it is the same everywhere', () => {
    // Free to every region: from the highest free-delivery amount (Volta's GH₵12,000; the rest pay the general rule).
    expect(totalsSoFar([{ price: 12_000, quantity: 1 }], regional, 'delivery')).toMatchObject({
      shipping: 0,
      deliveryByRegion: false,
    });
    // A shop without regional terms: the general fee is every region's.
    expect(totalsSoFar([battery], settings(), 'delivery')).toMatchObject({
      shipping: 50,
      total: 1085,
      deliveryByRegion: false,
    });
    expect(totalsSoFar([], regional, 'delivery')).toMatchObject({ total: 0, deliveryByRegion: false });
  });
});

describe('resolveBusinessSettings', () => {
  it("reads each region's sensible terms and drops the rest (the general fee applies there)", () => {
    const stored = {
      taxRate: 15,
      deliveryFee: 50,
      freeDeliveryThreshold: 5000,
      regions: {
        Northern: { fee: 25, freeFrom: 3000, minDays: 1, maxDays: 2 },
        Volta: { fee: 150, freeFrom: 15_000, minDays: 5, maxDays: 3 },
        Oti: { fee: -1, freeFrom: 15_000, minDays: 3, maxDays: 5 },
        Ashanti: { fee: 90, freeFrom: 10_000, minDays: 1.5, maxDays: 3 },
        Narnia: { fee: 1, freeFrom: 1, minDays: 1, maxDays: 1 },
      },
    };
    expect(resolveBusinessSettings(stored).regions).toEqual({
      Northern: { fee: 25, freeFrom: 3000, minDays: 1, maxDays: 2 },
    });
    expect(resolveBusinessSettings({ ...stored, regions: { Volta: stored.regions.Volta } })).not.toHaveProperty(
      'regions',
    );
  });

  it('takes the stored values', () => {
    expect(resolveBusinessSettings({ taxRate: 12.5, deliveryFee: 80, freeDeliveryThreshold: 5000 })).toEqual({
      taxRate: 12.5,
      deliveryFee: 80,
      freeDeliveryThreshold: 5000,
    });
  });

  it('falls back to the defaults for a missing document or nonsense fields', () => {
    expect(resolveBusinessSettings(undefined)).toEqual(DEFAULT_BUSINESS_SETTINGS);
    expect(resolveBusinessSettings({ taxRate: '15', deliveryFee: -5, freeDeliveryThreshold: Infinity })).toEqual(
      DEFAULT_BUSINESS_SETTINGS,
    );
    expect(resolveBusinessSettings({ taxRate: 150 }).taxRate).toBe(0);
  });
});

describe('shelf prices', () => {
  const business = { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000 };
  it('name the tax the cart adds, by default', () => {
    expect(shelfPrice(4000, business, { pricesIncludeTax: false })).toEqual({
      amount: 4000,
      taxNote: 'plus 15% tax',
      taxIncluded: false,
    });
  });
  it('carry the tax, rounded as the cart rounds it, when the shop shows them so', () => {
    expect(shelfPrice(4000, business, { pricesIncludeTax: true })).toEqual({
      amount: 4600,
      taxNote: 'incl. 15% tax',
      taxIncluded: true,
    });
    expect(shelfPrice(0.05, { ...business, taxRate: 12.5 }, { pricesIncludeTax: true })).toEqual({
      amount: 0.06,
      taxNote: 'incl. 12.5% tax',
      taxIncluded: true,
    });
  });
  it('say nothing about a tax the shop does not charge', () => {
    expect(shelfPrice(99.99, { ...business, taxRate: 0 }, { pricesIncludeTax: true })).toEqual({
      amount: 99.99,
      taxNote: '',
      taxIncluded: true,
    });
  });
});
