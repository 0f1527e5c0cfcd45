import { describe, expect, it } from 'vitest';
import { matchesOrderSearchWords, orderSearchKeys, parseOrderSearch } from './order-search';

describe('finding an order (issue 14 item 12)', () => {
  it('stores the whole email and the beginnings of every word of the name and email', () => {
    const keys = orderSearchKeys({ email: 'Ama.Mensah@Example.com', displayName: 'Ama Mensah' });
    expect(keys).toContain('ama.mensah@example.com');
    expect(keys).toEqual(expect.arrayContaining(['am', 'ama', 'me', 'mens', 'mensah', 'ex', 'example', 'com']));
    expect(keys).not.toContain('a');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads a number, a phone, an email or words', () => {
    expect(parseOrderSearch(' ss-2611-0042 ')).toEqual({ kind: 'number', number: 'SS-2611-0042' });
    expect(parseOrderSearch('024 412 3456')).toEqual({ kind: 'phone', phone: '+233244123456' });
    expect(parseOrderSearch('+233244123456')).toEqual({ kind: 'phone', phone: '+233244123456' });
    expect(parseOrderSearch('Kofi@Example.com')).toEqual({ kind: 'email', email: 'kofi@example.com' });
    expect(parseOrderSearch('kofi Mensah')).toEqual({ kind: 'text', key: 'mensah', words: ['kofi'] });
    expect(parseOrderSearch('  ')).toBeNull();
    expect(parseOrderSearch('a')).toBeNull();
  });

  it('checks the other words against the customer', () => {
    const customer = { email: 'kofi@example.com', displayName: 'Kofi Mensah' };
    expect(matchesOrderSearchWords(customer, ['kof'])).toBe(true);
    expect(matchesOrderSearchWords(customer, ['ama'])).toBe(false);
  });
});
