import { describe, expect, it } from 'vitest';
import { matchesOrderSearchWords, orderSearchKeys, parseOrderSearch } from './order-search';

describe('finding an order', () => {
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

  it('finds an order by the last 4 to 9 digits of its phone, stored as keys on the order', () => {
    const keys = orderSearchKeys({ email: 'kofi@example.com', displayName: 'Kofi', phone: '+233241230127' });
    expect(keys).toEqual(expect.arrayContaining(['0127', '30127', '230127', '241230127']));
    expect(keys).not.toContain('127');
    expect(keys).not.toContain('0241230127');
    expect(parseOrderSearch('0127')).toEqual({ kind: 'text', key: '0127', words: [] });
    expect(parseOrderSearch('230 127')).toEqual({ kind: 'text', key: '230127', words: [] });
    expect(parseOrderSearch('0241230127')).toEqual({ kind: 'phone', phone: '+233241230127' });
    expect(orderSearchKeys({ email: 'a@b.co', displayName: '', phone: '' })).not.toContain('0127');
  });
});
