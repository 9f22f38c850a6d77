import { createContext, type ReactNode, useContext, useEffect, useId } from 'react';
import { type MessageId, t as translate, useT } from '@/lib/i18n';

/**
 * The browser tab's title, "{page} | FarmAI". Every route names its page with `PageTitle`; a page
 * that knows a better name once its data is in (a product, a guide) says it with `usePageTitle`
 * below it, and the deepest name wins. A page that goes takes its name with it, so the tab never
 * keeps the title of a page that is no longer shown; with no page named it reads "FarmAI".
 */

interface Claim {
  depth: number;
  order: number;
  title: string;
}

const claims = new Map<string, Claim>();
let latest = 0;

function show() {
  let best: Claim | undefined;
  for (const claim of claims.values()) {
    if (!best || claim.depth > best.depth || (claim.depth === best.depth && claim.order > best.order)) best = claim;
  }
  document.title = best ? best.title : translate('common.appName');
}

const Depth = createContext(0);

/** Names the page in the tab while the calling component is shown; `undefined` names nothing (yet). */
export function usePageTitle(title: string | null | undefined) {
  const depth = useContext(Depth);
  const key = useId();
  const t = useT();
  const full = title ? t('common.pageTitle', { title }) : null;
  useEffect(() => {
    if (!full) return;
    latest += 1;
    claims.set(key, { depth, order: latest, title: full });
    show();
    return () => {
      claims.delete(key);
      show();
    };
  }, [key, depth, full]);
}

/** A route's page name (`admin` pages say so); titles set below it by `usePageTitle` win over it. */
export function PageTitle({ id, admin = false, children }: { id: MessageId; admin?: boolean; children: ReactNode }) {
  const t = useT();
  usePageTitle(admin ? t('common.adminPageTitle', { title: t(id) }) : t(id));
  const depth = useContext(Depth);
  return <Depth.Provider value={depth + 1}>{children}</Depth.Provider>;
}
