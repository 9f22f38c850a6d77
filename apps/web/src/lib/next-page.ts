import { paths } from '@/config/paths';

/**
 * Where the sign-in and register pages send the user afterwards: the page that asked for signing
 * in, kept in their address as `?next=` (docs/product/screens.md#redirect-rules).
 */
export const NEXT_PARAM = 'next';

const normalize = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The page a sign-in link asked to come back to, when it is a path of this site: it starts with a
 * single `/`, holds no backslash or control character, and is not the sign-in or register page
 * itself. Anything else (another origin, `//evil.example`, `javascript:`) gives undefined.
 */
export function safeNext(search: string): string | undefined {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next?.startsWith('/') || next.startsWith('//')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return undefined;
  let url: URL;
  try {
    url = new URL(next, 'http://farmai.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'http://farmai.invalid') return undefined;
  const path = normalize(url.pathname);
  if (path === paths.auth.login || path === paths.auth.register) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/auth/login?next=…` (or the register page) for the page at `pathWithSearch`. */
export function signInPath(pathWithSearch: string, page: string = paths.auth.login): string {
  const next = safeNext(`?${new URLSearchParams({ [NEXT_PARAM]: pathWithSearch })}`);
  return next && normalize(next) !== '/' ? `${page}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : page;
}
