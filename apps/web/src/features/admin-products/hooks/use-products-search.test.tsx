import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { locationOf } from '@/testing/render';
import { useProductsSearch } from './use-products-search';

/** The hook inside a router at `url`; the test reads the address the router is at. */
function renderAt(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useProductsSearch(), { wrapper });
  return { hook, at: () => (router ? locationOf(router) : '') };
}

describe('useProductsSearch: the products screen kept in the address', () => {
  it('reads the page and the product to open from the address', () => {
    const { hook } = renderAt('/admin/products?page=3&edit=p7');
    expect(hook.result.current.page).toBe(3);
    expect(hook.result.current.editId).toBe('p7');
  });

  it('takes page 1 when the address has no page or a wrong one', () => {
    for (const url of [
      '/admin/products',
      '/admin/products?page=0',
      '/admin/products?page=2.5',
      '/admin/products?page=x',
    ]) {
      const { hook } = renderAt(url);
      expect(hook.result.current.page, url).toBe(1);
      expect(hook.result.current.editId).toBeNull();
      hook.unmount();
    }
  });

  it('writes a new page into the address, leaving the first page out', () => {
    const { hook, at } = renderAt('/admin/products?edit=p7');
    act(() => hook.result.current.setPage(2));
    expect(at()).toBe('/admin/products?edit=p7&page=2');
    expect(hook.result.current.page).toBe(2);
    act(() => hook.result.current.setPage(1));
    expect(at()).toBe('/admin/products?edit=p7');
    expect(hook.result.current.page).toBe(1);
  });

  it('drops the opened product from the address and keeps the page', () => {
    const { hook, at } = renderAt('/admin/products?page=2&edit=p7');
    act(() => hook.result.current.clearEdit());
    expect(at()).toBe('/admin/products?page=2');
    expect(hook.result.current.editId).toBeNull();
  });
});
