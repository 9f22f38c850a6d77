import type {
  AdminCultivationEntry,
  AdminExpertAdvice,
  AdminFeature,
  AdviceFields,
  CultivationEntry,
  CultivationFields,
  EntryStatus,
  ExpertAdvice,
  Feature,
  FeatureAddBody,
  FeatureUpdateBody,
  Language,
} from '@farmai/contracts';
import type { StorageDriver } from '@farmai/media';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { removeImage, storeImage, type UploadFolder } from '../uploads/index.js';
import { toAdminAdvice, toAdminCultivation, toAdminFeature, toAdvice, toCultivation, toFeature } from './mapper.js';
import * as repo from './repository.js';

/** Removes a picture no entry shows any more; a failure is only logged (the entry's change stands). */
async function forgetImage(storage: StorageDriver, url: string | undefined, log: FastifyBaseLogger, what: string) {
  await removeImage(storage, url).catch((err) => log.warn({ err }, what));
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function listFeatures(db: Executor, language: Language = 'en'): Promise<Feature[]> {
  return (await repo.listFeatures(db)).map((row) => toFeature(row, language));
}

/** Every banner with its words in every language, for the admin. */
export async function listAdminFeatures(db: Executor): Promise<AdminFeature[]> {
  return (await repo.listFeatures(db)).map(toAdminFeature);
}

export async function addFeature(db: Executor, body: FeatureAddBody): Promise<AdminFeature> {
  const { image, ...words } = body;
  return toAdminFeature(await repo.insertFeature(db, image, defined(words)));
}

/**
 * Changes a banner's words, its picture without them or their translations (those sent); a
 * picture without words that is replaced is removed.
 */
export async function updateFeature(
  db: Executor,
  storage: StorageDriver,
  id: string,
  body: FeatureUpdateBody,
  log: FastifyBaseLogger,
): Promise<AdminFeature> {
  const existing = await repo.findFeature(db, id);
  const row = existing && (await repo.updateFeature(db, id, defined(body)));
  if (!existing || !row) throw notFound('feature.notFound');
  if (existing.backdrop && existing.backdrop !== row.backdrop) {
    await forgetImage(storage, existing.backdrop, log, 'old image not removed');
  }
  return toAdminFeature(row);
}

/** Deletes a banner and its pictures (with and without words); answers the banner's id. */
export async function deleteFeature(
  db: Executor,
  storage: StorageDriver,
  id: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const removed = await repo.deleteFeature(db, id);
  if (!removed) throw notFound('feature.notFound');
  await forgetImage(storage, removed.image, log, 'image not removed');
  if (removed.backdrop) await forgetImage(storage, removed.backdrop, log, 'image not removed');
  return removed.id;
}

/** What every entry kind's admin answer holds. */
export interface EntryWire {
  _id: string;
  path: string;
  description: string;
  status: EntryStatus;
}

/**
 * A published entry is what farmers read: it needs its title (or crop name), its text and its
 * picture. A draft needs none of them. Answers 400 naming the first field missing.
 */
function assertPublishable(
  kind: { titleField: 'title' | 'crop_name' },
  entry: { status: EntryStatus; description?: string; path?: string } & Record<string, unknown>,
): void {
  if (entry.status !== 'published') return;
  const title = entry[kind.titleField];
  if (typeof title !== 'string' || title.trim() === '') {
    throw badRequest('entry.publishNeeds', { field: kind.titleField });
  }
  if (!entry.description?.trim()) throw badRequest('entry.publishNeeds', { field: 'description' });
  if (!entry.path) throw badRequest('entry.publishNeeds', { field: 'image' });
}

/**
 * Expert advice and cultivation guides behave the same way: a list (in a language, or with every
 * translation for the admin), and add/update/delete with an optional picture that goes through the
 * upload pipeline. Only their tables and text fields differ: this is where each kind keeps them.
 * `Wire` is an entry as the admin's calls answer it.
 */
export interface EntryKind<Fields, Wire extends EntryWire, Read = unknown> {
  folder: UploadFolder;
  /** The wire name of the entry's title: `title` (advice) or `crop_name` (cultivation). */
  titleField: 'title' | 'crop_name';
  notFoundMessage: 'advice.notFound' | 'cultivation.notFound';
  list(db: Executor, language: Language): Promise<Read[]>;
  listAdmin(db: Executor): Promise<Wire[]>;
  find(db: Executor, id: string): Promise<Wire | undefined>;
  insert(db: Executor, fields: Fields, path: string): Promise<Wire>;
  update(db: Executor, id: string, fields: Partial<Fields>, path: string | undefined): Promise<Wire | undefined>;
  remove(db: Executor, id: string): Promise<Wire | undefined>;
}

export const adviceKind: EntryKind<AdviceFields, AdminExpertAdvice, ExpertAdvice> = {
  folder: 'advice',
  titleField: 'title',
  notFoundMessage: 'advice.notFound',
  list: async (db, language) => (await repo.listAdvice(db, 'published')).map((row) => toAdvice(row, language)),
  listAdmin: async (db) => (await repo.listAdvice(db)).map(toAdminAdvice),
  find: async (db, id) => {
    const row = await repo.findAdvice(db, id);
    return row && toAdminAdvice(row);
  },
  insert: async (db, fields, path) => toAdminAdvice(await repo.insertAdvice(db, { ...fields, path })),
  update: async (db, id, fields, path) => {
    const row = await repo.updateAdvice(db, id, defined({ ...fields, path }));
    return row && toAdminAdvice(row);
  },
  remove: async (db, id) => {
    const row = await repo.deleteAdvice(db, id);
    return row && toAdminAdvice(row);
  },
};

export const cultivationKind: EntryKind<CultivationFields, AdminCultivationEntry, CultivationEntry> = {
  folder: 'cultivation',
  titleField: 'crop_name',
  notFoundMessage: 'cultivation.notFound',
  list: async (db, language) =>
    (await repo.listCultivation(db, 'published')).map((row) => toCultivation(row, language)),
  listAdmin: async (db) => (await repo.listCultivation(db)).map(toAdminCultivation),
  find: async (db, id) => {
    const row = await repo.findCultivation(db, id);
    return row && toAdminCultivation(row);
  },
  insert: async (db, fields, path) => {
    const { crop_name: cropName, description, translations, status } = fields;
    return toAdminCultivation(await repo.insertCultivation(db, { cropName, description, path, translations, status }));
  },
  update: async (db, id, fields, path) => {
    const { crop_name: cropName, description, translations, status } = fields;
    const row = await repo.updateCultivation(db, id, defined({ cropName, description, path, translations, status }));
    return row && toAdminCultivation(row);
  },
  remove: async (db, id) => {
    const row = await repo.deleteCultivation(db, id);
    return row && toAdminCultivation(row);
  },
};

/** The entry as it is, or 404. */
export async function getEntry<F, W extends EntryWire, R>(
  db: Executor,
  kind: EntryKind<F, W, R>,
  id: string,
): Promise<W> {
  const entry = await kind.find(db, id);
  if (!entry) throw notFound(kind.notFoundMessage);
  return entry;
}

/**
 * Adds an entry, published unless `status` says draft (a published one needs its title, text and
 * picture); its picture, when one is sent, is stored first (no picture: an empty path).
 */
export async function addEntry<F extends { status?: EntryStatus }, W extends EntryWire, R>(
  db: Executor,
  storage: StorageDriver,
  kind: EntryKind<F, W, R>,
  fields: F,
  image: Buffer | undefined,
): Promise<W> {
  const status = fields.status ?? 'published';
  assertPublishable(kind, { ...fields, status, path: image ? 'sent' : '' });
  const path = image ? await storeImage(storage, kind.folder, image) : '';
  return kind.insert(db, { ...fields, status }, path);
}

/**
 * Changes the fields sent; a new picture replaces the old one, which is then removed. The entry as
 * it will be must still be publishable when it is published.
 */
export async function updateEntry<F extends { status?: EntryStatus }, W extends EntryWire, R>(
  db: Executor,
  storage: StorageDriver,
  kind: EntryKind<F, W, R>,
  existing: W,
  change: { fields: Partial<F>; image: Buffer | undefined },
  log: FastifyBaseLogger,
): Promise<W> {
  assertPublishable(kind, {
    ...existing,
    ...change.fields,
    status: change.fields.status ?? existing.status,
    path: change.image ? 'sent' : existing.path,
  });
  const path = change.image ? await storeImage(storage, kind.folder, change.image) : undefined;
  const updated = await kind.update(db, existing._id, change.fields, path);
  if (!updated) throw notFound(kind.notFoundMessage);
  if (path && existing.path !== path) await forgetImage(storage, existing.path, log, 'old image not removed');
  return updated;
}

/** Deletes an entry and its picture; answers the entry as it was. */
export async function deleteEntry<F, W extends EntryWire, R>(
  db: Executor,
  storage: StorageDriver,
  kind: EntryKind<F, W, R>,
  id: string,
  log: FastifyBaseLogger,
): Promise<W> {
  const removed = await kind.remove(db, id);
  if (!removed) throw notFound(kind.notFoundMessage);
  await forgetImage(storage, removed.path, log, 'image not removed');
  return removed;
}
