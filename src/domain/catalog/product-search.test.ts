import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '@domain/demo/catalogue';
import {
  matchRank,
  normalizeSearchText,
  rankedSearch,
  searchProducts,
  searchTerms,
  splitByRelevance,
  toSearchEntry,
  typosAllowed,
  withinEdits,
} from './product-search';

const product = (name: string, category: string, description = '') => ({ name, category, description });

describe('search matching (docs/storefront.md, "Reading the catalogue")', () => {
  it('is a case-insensitive substring match on name, description and category', () => {
    const items = [
      product('Deye 5 kW Hybrid INVERTER', 'Inverters'),
      product('Pylontech US5000', 'Batteries', 'Pairs with any 48 V inverter.'),
      product('Victron SmartShunt', 'Accessories', 'Battery monitor.'),
      product('Growatt SPF 5000 ES', 'Inverters', 'Off-grid.'),
    ];
    expect(searchProducts(items, 'inverter').map((p) => p.name)).toEqual([
      'Deye 5 kW Hybrid INVERTER', // in the name
      'Growatt SPF 5000 ES', // in the category
      'Pylontech US5000', // only in the description
    ]);
    expect(searchProducts(items, 'VERT')).toHaveLength(3); // a substring, not a word
    expect(searchProducts(items, 'shunt').map((p) => p.name)).toEqual(['Victron SmartShunt']);
    expect(searchProducts(items, 'fridge')).toEqual([]);
  });

  it('needs every word of the query, each anywhere; a blank query finds nothing', () => {
    const items = [product('Deye 8 kW Hybrid Inverter', 'Inverters'), product('Deye 5 kWh Battery', 'Batteries')];
    expect(searchProducts(items, '  deye   inverter ').map((p) => p.name)).toEqual(['Deye 8 kW Hybrid Inverter']);
    expect(searchProducts(items, 'deye')).toHaveLength(2);
    expect(searchProducts(items, '   ')).toEqual([]);
    expect(searchTerms('  Deye   INVERTER ')).toEqual(['deye', 'inverter']);
  });

  it('takes common spellings: "invertor", "bettery", plurals, and a figure written apart from its unit or not', () => {
    const items = [
      product('Growatt SPF 5000 ES 5 kVA Off-grid Inverter', 'Inverters'),
      product('Felicity 5kVA Inverter', 'Inverters'),
      product('Luminous 200 Ah Tubular Battery', 'Batteries'),
      product('Jinko 450 W Mono Solar Panel', 'Solar Panels'),
    ];
    const names = (query: string) => searchProducts(items, query).map((p) => p.name);
    expect(names('invertor')).toEqual(['Felicity 5kVA Inverter', 'Growatt SPF 5000 ES 5 kVA Off-grid Inverter']);
    expect(names('5kva')).toEqual(['Felicity 5kVA Inverter', 'Growatt SPF 5000 ES 5 kVA Off-grid Inverter']);
    expect(names('5 KVA invertors')).toHaveLength(2);
    expect(names('bettery 200ah')).toEqual(['Luminous 200 Ah Tubular Battery']);
    expect(names('batteries')).toEqual(['Luminous 200 Ah Tubular Battery']);
    expect(names('solar panels')).toEqual(['Jinko 450 W Mono Solar Panel']);
    expect(names('450w')).toEqual(['Jinko 450 W Mono Solar Panel']);
    expect(names('5 kw')).toEqual([]);
  });

  it('on the demo catalogue, "invertor" and "5kva" find what "inverter" and "5 kVA" find', () => {
    const available = SEED_PRODUCTS.filter((p) => p.available);
    const entries = available.map(toSearchEntry);
    const ids = (query: string) => rankedSearch(entries, query).map((h) => h.item.id);
    expect(ids('invertor')).toEqual(ids('inverter'));
    expect(ids('5kva').length).toBeGreaterThan(0);
    expect(ids('5kva')).toEqual(ids('5 kVA'));
  });

  it('ignores accents and case', () => {
    expect(normalizeSearchText('Énergie ÉCO')).toBe('energie eco');
    expect(searchProducts([product('Énergie panel', 'Solar Panels')], 'energie')).toHaveLength(1);
  });

  it('ranks name matches first, then name-or-category, then description, and by name within a rank', () => {
    const entry = toSearchEntry(product('Solar Cable 6 mm²', 'Accessories', 'For inverters and panels.'));
    expect(matchRank(entry, ['cable'])).toBe(0);
    expect(matchRank(entry, ['cable', 'accessor'])).toBe(1);
    expect(matchRank(entry, ['cable', 'inverter'])).toBe(2);
    expect(matchRank(entry, ['fridge'])).toBeNull();
    const hits = rankedSearch(
      [product('B panel', 'Solar Panels'), product('A panel', 'Solar Panels'), product('Kit', 'Panels x')].map(
        toSearchEntry,
      ),
      'panel',
    );
    expect(hits.map((h) => [h.item.name, h.rank])).toEqual([
      ['A panel', 0],
      ['B panel', 0],
      ['Kit', 1],
    ]);
    expect(splitByRelevance([...hits, { item: hits[0]!.item, rank: 2 }]).mentions).toHaveLength(1);
  });

  it('on the demo catalogue, "inverter" finds the inverters first and nothing that never mentions one', () => {
    const available = SEED_PRODUCTS.filter((p) => p.available);
    const { matches, mentions } = splitByRelevance(rankedSearch(available.map(toSearchEntry), 'inverter'));
    expect(matches.length).toBeGreaterThanOrEqual(6);
    for (const p of matches) expect(p.category === 'Inverters' || /inverter/i.test(p.name)).toBe(true);
    expect(matches.filter((p) => p.category === 'Inverters')).toHaveLength(
      available.filter((p) => p.category === 'Inverters').length,
    );
    for (const p of mentions) expect(p.description.toLowerCase()).toContain('inverter');
    const found = new Set([...matches, ...mentions]);
    for (const p of available) {
      if (!found.has(p)) expect(`${p.name} ${p.description} ${p.category}`.toLowerCase()).not.toContain('inverter');
    }
  });
});

describe('misspellings the list of common spellings does not know', () => {
  const items = [
    product('Deye 5 kW Hybrid Inverter', 'Inverters'),
    product('Victron Blue Smart Charger', 'Accessories', 'Charges 12 V batteries.'),
    product('Jinko 450 W Mono Solar Panel', 'Solar Panels'),
  ];
  const names = (query: string) => searchProducts(items, query).map((p) => p.name);

  it('are read as the nearest word of the catalogue when nothing matches as typed', () => {
    expect(names('invertr')).toEqual(['Deye 5 kW Hybrid Inverter']); // a letter missing
    expect(names('chager')).toEqual(['Victron Blue Smart Charger']);
    expect(names('hybird deye')).toEqual(['Deye 5 kW Hybrid Inverter']); // two letters swapped
    expect(names('jinko monocrystaline')).toEqual([]); // no word near enough
    expect(names('xyz')).toEqual([]); // short words are never guessed
  });

  it('leave the plain substring match alone when it finds something', () => {
    expect(names('inver')).toEqual(['Deye 5 kW Hybrid Inverter']);
    expect(names('sola')).toEqual(['Jinko 450 W Mono Solar Panel']);
  });

  it('count changed, missing, extra and swapped letters', () => {
    expect(withinEdits('chager', 'charger', 1)).toBe(true);
    expect(withinEdits('hybird', 'hybrid', 1)).toBe(true);
    expect(withinEdits('inverterr', 'inverter', 1)).toBe(true);
    expect(withinEdits('panle', 'panel', 1)).toBe(true);
    expect(withinEdits('abcde', 'vwxyz', 2)).toBe(false);
    expect(typosAllowed('ups')).toBe(0);
    expect(typosAllowed('chager')).toBe(1);
    expect(typosAllowed('monocrystaline')).toBe(2);
  });
});
