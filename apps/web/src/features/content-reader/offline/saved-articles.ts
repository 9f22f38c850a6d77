import { routes } from '@farmai/contracts/routes';
/**
 * Guides and advice articles the farmer saved for reading in the field: the API answer the page reads
 * (in the language it was read in) and the article's picture, kept in a cache of their own that no
 * expiry or size limit touches. The service worker answers from it when the network and its own
 * caches have nothing (`answerFromSavedCopies`, vite.pwa.ts; docs/decisions/032-installable-and-offline.md).
 * Signing out leaves it alone: it holds public content only, nothing of the account.
 */
import { env } from '@/config/env';

/** The cache of saved articles (the service worker's fallback names it too: vite.pwa.ts). */
export const SAVED_CACHE = 'farmai-saved';

/** What a saved article is: a cultivation guide or an expert advice article. */
export type SavedKind = 'guide' | 'advice';

/** One saved article, as the "Saved on this phone" list shows it. */
export interface SavedArticle {
  kind: SavedKind;
  id: string;
  /** In the language it was saved in. */
  title: string;
  language: string;
  /** The API answer the article's page reads. */
  answer: string;
  /** Its picture's address; empty when it has none. */
  picture: string;
  savedAt: string;
}

/** The list answers the pages read, and where each article sits in them. */
const ANSWERS: Record<SavedKind, { url: string; entries: (body: unknown) => { _id: string; path: string }[] }> = {
  guide: {
    url: routes.common.scm.list.path,
    entries: (body) => (body as { scientificCultivationMethods?: [] }).scientificCultivationMethods ?? [],
  },
  advice: {
    url: routes.common.expertAdvice.list.path,
    entries: (body) => (body as { expertAdvice?: [] }).expertAdvice ?? [],
  },
};

/** The article's own record in the cache (never asked of the network). */
const RECORDS = '/saved-for-offline/';
const recordUrl = (kind: SavedKind, id: string) =>
  new URL(`${RECORDS}${kind}/${encodeURIComponent(id)}`, location.href).href;

const hasCaches = () => typeof caches !== 'undefined';

/** The answer's request as the page makes it: the content comes in the language of Accept-Language. */
const answerRequest = (kind: SavedKind, language: string) =>
  new Request(new URL(`${env.apiUrl}${ANSWERS[kind].url}`, location.href), {
    headers: { 'Accept-Language': language },
  });

const titleOf = (entry: object) =>
  String((entry as { crop_name?: string; title?: string }).crop_name ?? (entry as { title?: string }).title ?? '');

const listeners = new Set<() => void>();

/** Calls `listener` whenever an article is saved or removed; returns the unsubscribe. */
export function onSavedChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const changed = () => {
  for (const listener of listeners) listener();
};

/** Every saved article, the last saved first. */
export async function savedArticles(): Promise<SavedArticle[]> {
  // asked without opening the cache, which would make an empty one
  if (!hasCaches() || !(await caches.has(SAVED_CACHE))) return [];
  const cache = await caches.open(SAVED_CACHE);
  const records = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(RECORDS));
  const articles = await Promise.all(
    records.map(async (request) => (await (await cache.match(request))?.json()) as SavedArticle | undefined),
  );
  return articles.filter((a): a is SavedArticle => Boolean(a)).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The article's picture, kept whole (a picture of another site is kept as the browser lets it). */
async function keepPicture(cache: Cache, picture: string): Promise<void> {
  const url = new URL(picture, location.href);
  const sameOrigin = url.origin === location.origin;
  const response = await fetch(url, { mode: sameOrigin ? 'same-origin' : 'no-cors' });
  if (!response.ok && response.type !== 'opaque') throw new Error(`saved picture ${picture}: ${response.status}`);
  await cache.put(url.href, response);
}

/**
 * Saves an article for reading with no connection: the page's answer in `language` (the one the
 * farmer reads), then its picture, then its record last, so a stopped save is never listed.
 */
export async function saveArticle(kind: SavedKind, id: string, language: string): Promise<SavedArticle> {
  const request = answerRequest(kind, language);
  const response = await fetch(request);
  if (!response.ok) throw new Error(`saved answer ${request.url}: ${response.status}`);
  const entry = ANSWERS[kind].entries(await response.clone().json()).find((e) => e._id === id);
  if (!entry) throw new Error(`no ${kind} ${id} in ${request.url}`);
  const cache = await caches.open(SAVED_CACHE);
  await cache.put(request, response);
  if (entry.path) await keepPicture(cache, entry.path);
  const article: SavedArticle = {
    kind,
    id,
    title: titleOf(entry),
    language,
    answer: ANSWERS[kind].url,
    picture: entry.path ? new URL(entry.path, location.href).href : '',
    savedAt: new Date().toISOString(),
  };
  await cache.put(
    recordUrl(kind, id),
    new Response(JSON.stringify(article), { headers: { 'Content-Type': 'application/json' } }),
  );
  changed();
  return article;
}

/**
 * Removes an article from the phone: its record, its picture and its page's answer unless another
 * saved article still needs them (an answer holds every article of its kind, in one language).
 */
export async function removeArticle(kind: SavedKind, id: string): Promise<void> {
  if (!hasCaches() || !(await caches.has(SAVED_CACHE))) return;
  const cache = await caches.open(SAVED_CACHE);
  const stored = (await (await cache.match(recordUrl(kind, id)))?.json()) as SavedArticle | undefined;
  await cache.delete(recordUrl(kind, id));
  if (stored) {
    const left = await savedArticles();
    if (stored.picture && !left.some((a) => a.picture === stored.picture)) await cache.delete(stored.picture);
    if (!left.some((a) => a.kind === kind && a.language === stored.language)) {
      // the answer is stored with Vary: Accept-Language, so only this language's copy goes
      await cache.delete(answerRequest(kind, stored.language));
    }
  }
  changed();
}
