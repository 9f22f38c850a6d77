import { describe, expect, it } from 'vitest';
import { firstViewOf } from '../src/first-view.js';

describe('firstViewOf', () => {
  it("reads an address's area, whatever its case", () => {
    expect(firstViewOf('/')).toEqual({ area: 'farmer' });
    expect(firstViewOf('/farmAI/home')).toEqual({ area: 'farmer' });
    expect(firstViewOf('/suggestion/42')).toEqual({ area: 'farmer' });
    expect(firstViewOf('/scientific-cultivation/7')).toEqual({ area: 'farmer' });
    expect(firstViewOf('/shop/home')).toEqual({ area: 'shop' });
    expect(firstViewOf('/admin/orders')).toEqual({ area: 'admin' });
    expect(firstViewOf('/auth/login')).toEqual({ area: 'auth' });
  });

  it("gives a product page's segment, decoded", () => {
    expect(firstViewOf('/shop/product/0b6f2a44-urea%2046')).toEqual({ area: 'shop', product: '0b6f2a44-urea 46' });
  });

  it('names no area for other addresses, nor for one that only starts like an area', () => {
    expect(firstViewOf('/unauth-page')).toBeUndefined();
    expect(firstViewOf('/shopping')).toBeUndefined();
    expect(firstViewOf('/farmaid')).toBeUndefined();
  });
});
