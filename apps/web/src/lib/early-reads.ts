import { firstViewReads, NO_SESSION_META, SESSION_READ } from '@farmai/contracts/first-view';
import { type Language, pickLanguage } from '@farmai/contracts/languages';
import { initialLanguage } from './i18n/initial-language';

/** An API read started by the app's first file, before the rest of its code had arrived. */
interface EarlyRead {
  language: Language;
  started: number;
  answer: Promise<Response | undefined>;
}

/** What an early read answered: its status and its JSON body (undefined when it had none). */
export interface EarlyAnswer {
  status: number;
  data: unknown;
}

const reads = new Map<string, EarlyRead>();

/** An answer older than this is asked for again: the page stood a while before the app used it. */
const FRESH_MS = 30_000;

/**
 * Starts the API reads the first view of this address needs (`firstViewReads`: the session check, a
 * product page's product, the farmer home's lists), in the language the app will choose. On a slow link
 * the app's code takes seconds to arrive; these answers come meanwhile, and the app takes them
 * (`takeEarlyRead`) instead of asking a round trip after its code.
 */
export function startEarlyReads(pathname: string): void {
  const language = initialLanguage();
  // the page asked for them already in the browser's language (apps/api/src/plugins/web-manifest.ts):
  // the same request, with no header of its own, is answered from there
  const asPage = language === pickLanguage(navigator.languages ?? [navigator.language]);
  // a visitor with no session: the page says so, and the session check answers 401 without a request
  const noSession = document.querySelector(`meta[name="${NO_SESSION_META}"]`) !== null;
  for (const url of firstViewReads(pathname)) {
    const answer =
      url === SESSION_READ && noSession
        ? Promise.resolve(new Response(null, { status: 401 }))
        : fetch(url, {
            credentials: 'same-origin',
            ...(asPage ? {} : { headers: { 'Accept-Language': language } }),
          }).catch(() => undefined);
    reads.set(url, { language, started: performance.now(), answer });
  }
}

/**
 * The answer of the early read of `url`, once: for a read in `language` still fresh. Undefined when
 * there is none, or it failed on the way (no connection): the caller then asks the API itself.
 */
export async function takeEarlyRead(url: string, language: string): Promise<EarlyAnswer | undefined> {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (read.language !== language || performance.now() - read.started > FRESH_MS) return undefined;
  const response = await read.answer;
  if (!response) return undefined;
  const data: unknown = await response.json().catch(() => undefined);
  return { status: response.status, data };
}
