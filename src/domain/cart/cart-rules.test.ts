import { describe, expect, it } from 'vitest';
import {
  checkAddToCart,
  checkQuantityUpdate,
  checkSellable,
  lineProblemsFrom,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  mergeGuestCart,
  problemReason,
  problemSentence,
  revalidateCart,
  sellVerdict,
  type CartRuleProduct,
} from './cart-rules';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { CART_MESSAGES } from './messages';

const product = (overrides: Partial<CartRuleProduct> = {}): CartRuleProduct => ({
  id: 'p1',
  name: 'Jinko 450 W panel',
  type: 'product',
  stock: 5,
  available: true,
  ...overrides,
});

const lookupFrom =
  (...products: CartRuleProduct[]) =>
  (id: string) =>
    products.find((p) => p.id === id);

const manyLines = (count: number) => Array.from({ length: count }, (_, i) => ({ productId: `x${i}`, quantity: 1 }));

describe('the fixed messages', () => {
  it('are word for word', () => {
    expect(CART_MESSAGES.serviceRefused).toBe('Services cannot be added to cart. Please request a quote instead.');
    expect(CART_MESSAGES.outOfStock).toBe('This product is currently out of stock.');
    expect(CART_MESSAGES.onlyAvailableWithCart(3, 2)).toBe('Only 3 items available. You already have 2 in your cart.');
    expect(CART_MESSAGES.onlyAvailable(4)).toBe('Only 4 items available.');
    expect(CART_MESSAGES.stockCheckFailed).toBe('Unable to verify stock availability.');
    expect(CART_MESSAGES.cannotMigrate('Battery', 'Product not found')).toBe(
      'Cannot migrate Battery: Product not found',
    );
    expect(CART_MESSAGES.added('Battery')).toBe('Battery added to cart.');
    expect(CART_MESSAGES.emptyCheckoutTitle).toBe('Your cart is empty!');
    expect(CART_MESSAGES.emptyCheckoutDescription).toBe('Add some products before checking out.');
  });
});

describe('checkSellable', () => {
  it('refuses services, unavailable products and stock at or below 0', () => {
    expect(checkSellable(product({ type: 'service' }))).toEqual({ ok: false, message: CART_MESSAGES.serviceRefused });
    expect(checkSellable(product({ stock: 0 }))).toEqual({ ok: false, message: CART_MESSAGES.outOfStock });
    expect(checkSellable(product({ stock: -2 }))).toEqual({ ok: false, message: CART_MESSAGES.outOfStock });
    expect(checkSellable(product({ available: false }))).toEqual({ ok: false, message: CART_MESSAGES.outOfStock });
    expect(checkSellable(product())).toEqual({ ok: true });
  });
});

describe('checkAddToCart', () => {
  it('adds a new line up to the stock', () => {
    expect(checkAddToCart(product(), 5, [])).toEqual({ ok: true, quantity: 5, isNewLine: true });
  });

  it('refuses a service with its message, even with stock', () => {
    expect(checkAddToCart(product({ type: 'service', stock: 99 }), 1, [])).toEqual({
      ok: false,
      message: 'Services cannot be added to cart. Please request a quote instead.',
    });
  });

  it('refuses a product with no stock', () => {
    expect(checkAddToCart(product({ stock: 0 }), 1, [])).toEqual({
      ok: false,
      message: 'This product is currently out of stock.',
    });
  });

  it('counts what is already in the cart', () => {
    const cart = [{ productId: 'p1', quantity: 3 }];
    expect(checkAddToCart(product(), 2, cart)).toEqual({ ok: true, quantity: 5, isNewLine: false });
    expect(checkAddToCart(product(), 3, cart)).toEqual({
      ok: false,
      message: 'Only 5 items available. You already have 3 in your cart.',
    });
  });

  it('says "You already have 0" when the cart has none and the quantity alone is too many', () => {
    expect(checkAddToCart(product(), 6, [])).toEqual({
      ok: false,
      message: 'Only 5 items available. You already have 0 in your cart.',
    });
  });

  it('refuses a quantity that is not a whole number of at least 1', () => {
    for (const q of [0, -1, 1.5, Number.NaN]) {
      expect(checkAddToCart(product(), q, [])).toEqual({ ok: false, message: CART_MESSAGES.invalidQuantity });
    }
  });

  it('keeps a line at most 100 and a cart at most 30 lines', () => {
    const big = product({ stock: 1000 });
    expect(checkAddToCart(big, 1, [{ productId: 'p1', quantity: MAX_LINE_QUANTITY }])).toEqual({
      ok: false,
      message: CART_MESSAGES.maxLineQuantity(MAX_LINE_QUANTITY),
    });
    expect(checkAddToCart(big, 1, manyLines(MAX_CART_LINES))).toEqual({
      ok: false,
      message: 'Your cart can hold at most 30 different items.',
    });
    // more of a product already in a full cart is fine
    const full = [...manyLines(MAX_CART_LINES - 1), { productId: 'p1', quantity: 1 }];
    expect(checkAddToCart(big, 1, full)).toEqual({ ok: true, quantity: 2, isNewLine: false });
  });
});

describe('checkQuantityUpdate', () => {
  const cart = [{ productId: 'p1', quantity: 2 }];

  it('sets a quantity within stock', () => {
    expect(checkQuantityUpdate(product(), 'p1', 5, cart)).toEqual({ action: 'set', quantity: 5 });
  });

  it('removes the line below 1', () => {
    expect(checkQuantityUpdate(product(), 'p1', 0, cart)).toEqual({ action: 'remove' });
    expect(checkQuantityUpdate(product(), 'p1', -3, cart)).toEqual({ action: 'remove' });
    // even when the product has gone meanwhile
    expect(checkQuantityUpdate(undefined, 'p1', 0, cart)).toEqual({ action: 'remove' });
  });

  it('refuses a quantity above stock with its message', () => {
    expect(checkQuantityUpdate(product(), 'p1', 6, cart)).toEqual({
      action: 'refuse',
      message: 'Only 5 items available.',
    });
  });

  it('lowers a quantity that is already above stock to the stock, saying so', () => {
    const over = [{ productId: 'p1', quantity: 8 }];
    expect(checkQuantityUpdate(product(), 'p1', 7, over)).toEqual({
      action: 'set',
      quantity: 5,
      message: 'Only 5 items available.',
    });
  });

  it('refuses a line that is not in the cart', () => {
    expect(checkQuantityUpdate(product(), 'p2', 1, cart)).toEqual({
      action: 'refuse',
      message: 'Product not found in cart.',
    });
  });

  it('refuses when the product is gone, became a service or sold out', () => {
    expect(checkQuantityUpdate(undefined, 'p1', 3, cart)).toEqual({ action: 'refuse', message: 'Product not found' });
    expect(checkQuantityUpdate(product({ type: 'service' }), 'p1', 3, cart)).toEqual({
      action: 'refuse',
      message: CART_MESSAGES.serviceRefused,
    });
    expect(checkQuantityUpdate(product({ stock: 0 }), 'p1', 3, cart)).toEqual({
      action: 'refuse',
      message: CART_MESSAGES.outOfStock,
    });
  });

  it('refuses fractions and more than 100', () => {
    expect(checkQuantityUpdate(product(), 'p1', 2.5, cart)).toEqual({
      action: 'refuse',
      message: CART_MESSAGES.invalidQuantity,
    });
    expect(checkQuantityUpdate(product({ stock: 500 }), 'p1', 101, cart)).toEqual({
      action: 'refuse',
      message: 'You can order at most 100 of one item.',
    });
  });
});

describe('revalidateCart', () => {
  it('keeps good lines untouched, with their other fields', () => {
    const lines = [{ productId: 'p1', quantity: 2, name: 'Old name', price: 10 }];
    expect(revalidateCart(lines, lookupFrom(product()))).toEqual({ lines, problems: [] });
  });

  it('removes or lowers each bad line and says why, per line', () => {
    const lines = [
      { productId: 'gone', quantity: 1, name: 'Old inverter' },
      { productId: 'svc', quantity: 1, name: 'Install' },
      { productId: 'sold-out', quantity: 2, name: 'Battery' },
      { productId: 'withdrawn', quantity: 1, name: 'Cable' },
      { productId: 'p1', quantity: 9, name: 'Panel' },
    ];
    const result = revalidateCart(
      lines,
      lookupFrom(
        product(),
        product({ id: 'svc', name: 'Home installation', type: 'service' }),
        product({ id: 'sold-out', name: 'Pylontech battery', stock: 0 }),
        product({ id: 'withdrawn', name: 'Solar cable', available: false }),
      ),
    );
    expect(result.lines).toEqual([{ productId: 'p1', quantity: 5, name: 'Panel' }]);
    expect(result.problems).toEqual([
      { productId: 'gone', name: 'Old inverter', reason: 'Product not found', quantity: 0 },
      { productId: 'svc', name: 'Home installation', reason: CART_MESSAGES.serviceRefused, quantity: 0 },
      { productId: 'sold-out', name: 'Pylontech battery', reason: CART_MESSAGES.outOfStock, quantity: 0 },
      { productId: 'withdrawn', name: 'Solar cable', reason: CART_MESSAGES.outOfStock, quantity: 0 },
      { productId: 'p1', name: 'Jinko 450 W panel', reason: 'Only 5 items available.', quantity: 5 },
    ]);
  });

  it('joins lines of the same product, then checks the sum', () => {
    const result = revalidateCart(
      [
        { productId: 'p1', quantity: 3 },
        { productId: 'p1', quantity: 3 },
      ],
      lookupFrom(product()),
    );
    expect(result.lines).toEqual([{ productId: 'p1', quantity: 5 }]);
    expect(result.problems).toHaveLength(1);
  });

  it('removes lines with a nonsense quantity and keeps at most 30 lines, 100 per line', () => {
    const big = (id: string) => product({ id, name: id, stock: 1000 });
    const lines = [{ productId: 'bad', quantity: 0 }, { productId: 'p1', quantity: 150 }, ...manyLines(MAX_CART_LINES)];
    const result = revalidateCart(lines, (id) => big(id));
    expect(result.lines).toHaveLength(MAX_CART_LINES);
    expect(result.lines[0]).toEqual({ productId: 'p1', quantity: 100 });
    expect(result.problems[0]).toEqual({
      productId: 'bad',
      name: 'bad',
      reason: CART_MESSAGES.invalidQuantity,
      quantity: 0,
    });
    expect(result.problems[1]?.reason).toBe('You can order at most 100 of one item.');
    expect(result.problems.at(-1)).toEqual({
      productId: 'x29',
      name: 'x29',
      reason: 'Your cart can hold at most 30 different items.',
      quantity: 0,
    });
  });
});

describe('mergeGuestCart', () => {
  it('moves guest lines into the account cart, adding to lines it already has', () => {
    const user = [{ productId: 'p1', quantity: 1 }];
    const guest = [
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 1 },
    ];
    const result = mergeGuestCart(user, guest, lookupFrom(product(), product({ id: 'p2', name: 'Inverter' })));
    expect(result).toEqual({
      lines: [
        { productId: 'p1', quantity: 3 },
        { productId: 'p2', quantity: 1 },
      ],
      problems: [],
    });
  });

  it('says "Cannot migrate {item}: {reason}" for each line that fails, and moves the rest', () => {
    const guest = [
      { productId: 'gone', quantity: 1, name: 'Old inverter' },
      { productId: 'svc', quantity: 1, name: 'Install' },
      { productId: 'sold-out', quantity: 1, name: 'Battery' },
      { productId: 'p2', quantity: 1, name: 'Inverter' },
    ];
    const result = mergeGuestCart(
      [],
      guest,
      lookupFrom(
        product({ id: 'svc', name: 'Home installation', type: 'service' }),
        product({ id: 'sold-out', name: 'Pylontech battery', stock: 0 }),
        product({ id: 'p2', name: 'Deye inverter' }),
      ),
    );
    expect(result.lines).toEqual([{ productId: 'p2', quantity: 1, name: 'Inverter' }]);
    expect(result.problems.map((p) => p.message)).toEqual([
      'Cannot migrate Old inverter: Product not found',
      'Cannot migrate Home installation: Services cannot be added to cart. Please request a quote instead.',
      'Cannot migrate Pylontech battery: This product is currently out of stock.',
    ]);
  });

  it('moves only what stock allows beside the account cart, and says how many were already there', () => {
    const result = mergeGuestCart(
      [{ productId: 'p1', quantity: 4 }],
      [{ productId: 'p1', quantity: 3 }],
      lookupFrom(product()),
    );
    expect(result.lines).toEqual([{ productId: 'p1', quantity: 5 }]);
    expect(result.problems).toEqual([
      {
        productId: 'p1',
        name: 'Jinko 450 W panel',
        reason: 'Only 5 items available. You already have 4 in your cart.',
        quantity: 5,
        message: 'Cannot migrate Jinko 450 W panel: Only 5 items available. You already have 4 in your cart.',
      },
    ]);
  });

  it('moves nothing of a line when the account cart already holds the whole stock', () => {
    const user = [{ productId: 'p1', quantity: 5 }];
    const result = mergeGuestCart(user, [{ productId: 'p1', quantity: 1 }], lookupFrom(product()));
    expect(result.lines).toEqual(user);
    expect(result.problems[0]?.message).toBe(
      'Cannot migrate Jinko 450 W panel: Only 5 items available. You already have 5 in your cart.',
    );
  });

  it('keeps the 30-line limit', () => {
    const result = mergeGuestCart(manyLines(MAX_CART_LINES), [{ productId: 'p1', quantity: 1 }], (id) =>
      product({ id, stock: 10 }),
    );
    expect(result.lines).toHaveLength(MAX_CART_LINES);
    expect(result.problems[0]?.message).toBe(
      'Cannot migrate Jinko 450 W panel: Your cart can hold at most 30 different items.',
    );
  });
});

describe('can this line be sold? (the cart, placeOrder and the checkout ask the same function)', () => {
  it('says what is wrong, out of stock before withdrawn, and how much there is', () => {
    expect(sellVerdict(undefined, 1)).toEqual({ kind: 'not_found', available: 0 });
    expect(sellVerdict(product({ type: 'service' }), 1)).toEqual({ kind: 'service', available: 0 });
    expect(sellVerdict(product({ stock: 0, available: false }), 1)).toEqual({ kind: 'short_stock', available: 0 });
    expect(sellVerdict(product({ available: false }), 1)).toEqual({ kind: 'unavailable', available: 0 });
    expect(sellVerdict(product({ stock: 2 }), 3)).toEqual({ kind: 'short_stock', available: 2 });
    expect(sellVerdict(product({ stock: 3 }), 3)).toBeNull();
  });

  it('words each problem for the cart and, naming the product, for placeOrder', () => {
    const line = { productId: 'p1', name: 'Deye 5 kW', requested: 3 };
    expect(problemReason({ kind: 'not_found', available: 0 })).toBe(PRODUCT_MESSAGES.notFound);
    expect(problemReason({ kind: 'service', available: 0 })).toBe(CART_MESSAGES.serviceRefused);
    expect(problemReason({ kind: 'unavailable', available: 0 })).toBe(CART_MESSAGES.outOfStock);
    expect(problemReason({ kind: 'short_stock', available: 0 })).toBe(CART_MESSAGES.outOfStock);
    expect(problemReason({ kind: 'short_stock', available: 2 })).toBe('Only 2 items available.');
    expect(problemSentence({ ...line, kind: 'short_stock', available: 2 })).toBe(
      'Only 2 of Deye 5 kW available; you asked for 3.',
    );
    expect(problemSentence({ ...line, kind: 'short_stock', available: 0 })).toBe('Deye 5 kW is out of stock.');
    expect(problemSentence({ ...line, kind: 'not_found', available: 0 })).toBe('Deye 5 kW is no longer sold.');
    expect(problemSentence({ ...line, kind: 'unavailable', available: 0 })).toBe('Deye 5 kW is no longer available.');
  });

  it('reads the problems of a placeOrder refusal and ignores anything else', () => {
    const problem = { productId: 'p', name: 'Panel', kind: 'short_stock', requested: 3, available: 1 };
    expect(lineProblemsFrom({ problems: [problem, { productId: 1 }, null] })).toEqual([problem]);
    expect(lineProblemsFrom(undefined)).toEqual([]);
    expect(lineProblemsFrom({ problems: 'x' })).toEqual([]);
  });
});
