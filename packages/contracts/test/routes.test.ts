import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ContentRoutes, listRoutes, type PathParamNames, pathTo, routes } from '../src/routes.js';

describe('route paths', () => {
  it('fills each parameter encoded as a URI component', () => {
    expect(pathTo(routes.shop.products.get, { id: 'a b/c?d#e' })).toBe('/api/shop/products/get/a%20b%2Fc%3Fd%23e');
    expect(pathTo(routes.shop.products.search, { keyword: 'টমেটো' })).toBe(
      `/api/shop/search/${encodeURIComponent('টমেটো')}`,
    );
  });

  it('fills several parameters, each in its own place', () => {
    expect(pathTo(routes.shop.address.update, { userId: 'u/1', addressId: 'a%2' })).toBe(
      '/api/shop/address/update/u%2F1/a%252',
    );
    expect(pathTo(routes.shop.cart.remove, { productId: 'p', userId: 'u' })).toBe('/api/shop/cart/u/p');
    expect(pathTo(routes.shop.profile.changeEmail, { userId: 7 })).toBe('/api/shop/profile/7/email');
  });

  it('answers a path without parameters as it is', () => {
    expect(pathTo(routes.shop.cart.add)).toBe('/api/shop/cart/add');
    expect(pathTo(routes.admin.settings.get)).toBe(routes.admin.settings.get.path);
  });

  it('refuses a missing parameter at run time too', () => {
    const loose = pathTo as (route: { method: 'GET'; path: string }, params?: object) => string;
    expect(() => loose(routes.admin.orders.details, {})).toThrow(/id/);
  });

  it('derives the parameters from the path', () => {
    expectTypeOf<PathParamNames<'/api/shop/address/update/:userId/:addressId'>>().toEqualTypeOf<
      'userId' | 'addressId'
    >();
    expectTypeOf<PathParamNames<'/api/shop/profile/:userId/email'>>().toEqualTypeOf<'userId'>();
    expectTypeOf<PathParamNames<'/api/shop/cart/add'>>().toEqualTypeOf<never>();
    expectTypeOf<PathParamNames<`${string}/:id`>>().toEqualTypeOf<'id'>();
    expectTypeOf(routes.common.scm).toExtend<ContentRoutes>();
    expectTypeOf(routes.common.expertAdvice).toExtend<ContentRoutes>();
    // checked by the compiler only: each call below is a type error
    const typeErrors = () => {
      // @ts-expect-error a parameter is missing
      pathTo(routes.shop.address.update, { userId: 'u' });
      // @ts-expect-error a parameter the path does not name
      pathTo(routes.shop.products.get, { id: 'p', extra: 'x' });
      // @ts-expect-error a path without parameters takes none
      pathTo(routes.shop.cart.add, {});
      // @ts-expect-error a path with parameters needs them
      pathTo(routes.shop.products.get);
    };
    expect(typeErrors).toBeTypeOf('function');
  });
});

describe('route table', () => {
  const all = listRoutes();

  it('lists every definition, each under /api with a known method', () => {
    expect(all.length).toBeGreaterThan(80);
    for (const { name, route } of all) {
      expect(route.path, name).toMatch(/^\/api\/[A-Za-z0-9/:_-]*[A-Za-z0-9]$/);
      expect(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], name).toContain(route.method);
    }
  });

  it('gives no two routes the same method and path', () => {
    const seen = new Map<string, string>();
    for (const { name, route } of all) {
      const key = `${route.method} ${route.path}`;
      expect(seen.get(key), `${name} repeats ${key}`).toBeUndefined();
      seen.set(key, name);
    }
  });

  it('gives no two routes paths that differ only in a parameter name', () => {
    const shapes = new Map<string, string>();
    for (const { name, route } of all) {
      const key = `${route.method} ${route.path.replace(/:[A-Za-z0-9_]+/g, ':')}`;
      expect(shapes.get(key), `${name} has the shape of ${shapes.get(key)}`).toBeUndefined();
      shapes.set(key, name);
    }
  });
});
