import { describe, expect, it } from 'vitest';
import { matchesPlanSearchWords, parsePlanSearch, planSearchKeys } from './plan-search';

const keys = planSearchKeys('SS-2611-48213', {
  name: 'Fuseina Wumbei',
  email: 'fuseina@example.com',
  phone: '+233245550127',
});

describe('finding a plan', () => {
  it('by its order number, the phone (whole or its ending) or a word of the name, each one stored key', () => {
    for (const text of ['SS-2611-48213', 'ss2611 48213', '024 555 0127', '0127', 'wumb', 'fuseina@example.com']) {
      const search = parsePlanSearch(text);
      expect(search && keys.includes(search.key)).toBe(true);
    }
  });

  it('checks the other words of a search on the plans the server answered', () => {
    const search = parsePlanSearch('Fuseina Wumbei')!;
    expect(matchesPlanSearchWords({ searchKeys: keys }, search.words)).toBe(true);
    expect(matchesPlanSearchWords({ searchKeys: keys }, parsePlanSearch('Fuseina Mahama')!.words)).toBe(false);
    expect(parsePlanSearch('   ')).toBeNull();
  });
});
