import { describe, expect, it } from 'vitest';
import { filtersFromSearch, listingSearch, pageFromSearch, sortFromSearch } from './filters';

describe('listing filters in the query string', () => {
  it('writes comma-joined groups, and sort and page only when not the defaults', () => {
    expect(listingSearch({ category: ['seed', 'fertilizer'], brand: ['aci'] }).toString()).toBe(
      'category=seed%2Cfertilizer&brand=aci',
    );
    expect(decodeURIComponent(listingSearch({ category: [], brand: ['aci'] }, 'title-atoz', 2).toString())).toBe(
      'brand=aci&sortBy=title-atoz&page=2',
    );
    expect(listingSearch({ category: [], brand: [] }).toString()).toBe('');
  });

  it('reads them back, dropping unknown ids, repeats and bad values', () => {
    const params = new URLSearchParams('category=seed,nonsense,seed&brand=&sortBy=cheapest&page=-3');
    expect(filtersFromSearch(params)).toEqual({ category: ['seed'], brand: [] });
    // the web app's own default: the featured order
    expect(sortFromSearch(params)).toBe('featured');
    expect(sortFromSearch(new URLSearchParams('sortBy=popularity'))).toBe('popularity');
    expect(listingSearch({ category: [], brand: [] }, 'featured').toString()).toBe('');
    expect(listingSearch({ category: [], brand: [] }, 'price-lowtohigh').toString()).toBe('sortBy=price-lowtohigh');
    expect(pageFromSearch(params)).toBe(1);
    expect(filtersFromSearch(new URLSearchParams('sortBy=title-ztoa'))).toBeNull();
    expect(sortFromSearch(new URLSearchParams('sortBy=title-ztoa'))).toBe('title-ztoa');
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
  });
});
