import { describe, expect, it } from 'vitest';
import { hasEveryWord, parseWordSearch, wordPrefixKeys } from './search-keys';

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
});
