import { pathTo, routes } from './routes.js';

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

/** The id at the start of a product page's `{id}-{slug}` (a product id is a UUID); anything else is taken whole. */
export function productIdOf(idSlug: string): string {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(idSlug)?.[0] ?? idSlug;
}

/** The session check, which every first view asks for. */
export const SESSION_READ = routes.auth.checkAuth.path;

/**
 * The name of a `<meta>` the API writes into the page of a visitor who sent no session cookie: the
 * session check is then known to answer 401, so the page does not ask for it (one request less on a
 * first visit, where each costs a round trip on a weak signal).
 */
export const NO_SESSION_META = 'farmai-no-session';

/** Addresses that show the farmer's home (its suggestions and advice), where `/` leads a farmer or a guest. */
const FARMER_HOME = ['/', '/farmai', '/farmai/home'];

/**
 * The API reads the first view of an address needs (GET, no query): the web app starts them with its
 * first, small file, while the rest of its code downloads, instead of one round trip after that code
 * (apps/web/src/lib/early-reads.ts). The session check always; a product's page its product; the
 * farmer's home its guides and advice.
 */
export function firstViewReads(pathname: string): string[] {
  const reads: string[] = [SESSION_READ];
  const view = firstViewOf(pathname);
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (view?.product) reads.push(pathTo(routes.shop.products.get, { id: productIdOf(view.product) }));
  if (FARMER_HOME.includes(path)) reads.push(routes.common.scm.list.path, routes.common.expertAdvice.list.path);
  return reads;
}
