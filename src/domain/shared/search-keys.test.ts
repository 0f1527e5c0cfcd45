import { describe, expect, it } from 'vitest';
import { canonicalSearchText, hasEveryWord, parseWordSearch, wordPrefixKeys } from './search-keys';

describe('word search', () => {
  it('stores the beginnings of each word, 2 to 24 letters', () => {
    expect(wordPrefixKeys('Ama Mensah')).toEqual(['am', 'ama', 'me', 'men', 'mens', 'mensa', 'mensah']);
    expect(wordPrefixKeys('a'.repeat(30)).at(-1)).toHaveLength(24);
  });

  it('asks for the longest word and checks the others on what is answered', () => {
    expect(parseWordSearch('Kofi  MENSAH')).toEqual({ key: 'mensah', words: ['kofi'] });
    expect(parseWordSearch(' - ')).toBeNull();
    const keys = wordPrefixKeys('Kofi Mensah');
    expect(hasEveryWord(keys, ['kof', 'men'])).toBe(true);
    expect(hasEveryWord(keys, ['ama'])).toBe(false);
  });

  it('stores and asks in the same words: common misspellings, plurals, figures with their units', () => {
    expect(canonicalSearchText('Felicity 5 kVA Invertor, 2 Batteries 200 Ah')).toBe(
      'felicity 5kva inverter, 2 battery 200ah',
    );
    const keys = wordPrefixKeys('Growatt SPF 5000 ES 5 kVA Off-grid Inverter', 'Growatt', 'Inverters');
    for (const typed of ['invertor', '5kva', '5 KVA', 'inverters growatt']) {
      const search = parseWordSearch(typed)!;
      expect(hasEveryWord(keys, [search.key, ...search.words]), typed).toBe(true);
    }
    expect(parseWordSearch('5 kva')).toEqual({ key: '5kva', words: [] });
  });
});
