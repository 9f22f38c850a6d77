/** The parts of the web app an address opens (apps/web/src/app/router.tsx). */
export type AppArea = 'farmer' | 'shop' | 'admin' | 'auth';

/** What a first visit to an address shows: its area and, on a product's page, the `{id}-{slug}` segment. */
export interface FirstView {
  area: AppArea;
  product?: string;
}

/**
 * The area of an address, read the same way by the web app (which starts downloading it at once) and by
 * the API (which names its files in the page): the farmer's home for `/`, nothing for other addresses.
 */
export function firstViewOf(pathname: string): FirstView | undefined {
  const path = pathname.toLowerCase();
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (path === '/' || ['/farmai', '/suggestion', '/scientific-cultivation'].some(under)) return { area: 'farmer' };
  if (under('/shop')) {
    const product = /^\/shop\/product\/([^/]+)/i.exec(pathname)?.[1];
    return product ? { area: 'shop', product: decodeURIComponent(product) } : { area: 'shop' };
  }
  if (under('/admin')) return { area: 'admin' };
  if (under('/auth')) return { area: 'auth' };
  return undefined;
}
