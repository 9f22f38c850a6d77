import { describe, expect, it } from 'vitest';
import { firstViewOf, firstViewReads, productIdOf } from '../src/first-view.js';

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

describe('firstViewReads', () => {
  it('asks for the session on every page, and for what the first view shows', () => {
    expect(firstViewReads('/admin/orders')).toEqual(['/api/auth/check-auth']);
    expect(firstViewReads('/shop/home')).toEqual(['/api/auth/check-auth']);
    for (const home of ['/', '/farmAI', '/farmAI/home/', '/FARMAI/HOME'])
      expect(firstViewReads(home), home).toEqual([
        '/api/auth/check-auth',
        '/api/common/scm',
        '/api/common/expertAdvice',
      ]);
    expect(firstViewReads('/shop/product/0b6f2a44-8f0c-4c1e-9a51-1d2f3e4a5b6c-urea-46')).toEqual([
      '/api/auth/check-auth',
      '/api/shop/products/get/0b6f2a44-8f0c-4c1e-9a51-1d2f3e4a5b6c',
    ]);
  });

  it("takes a product page's id from its segment, or the whole segment when it starts with no id", () => {
    expect(productIdOf('0B6F2A44-8f0c-4c1e-9a51-1d2f3e4a5b6c-urea')).toBe('0B6F2A44-8f0c-4c1e-9a51-1d2f3e4a5b6c');
    expect(productIdOf('urea 46')).toBe('urea 46');
    expect(firstViewReads('/shop/product/urea%2046')).toEqual([
      '/api/auth/check-auth',
      '/api/shop/products/get/urea%2046',
    ]);
  });
});
