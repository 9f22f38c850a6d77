import type { AdviceFields, CultivationEntry, CultivationFields, ExpertAdvice, Feature } from '@farmai/contracts';
import type { StorageDriver } from '@farmai/media';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { removeImage, storeImage, type UploadFolder } from '../uploads/index.js';
import { toAdvice, toCultivation, toFeature } from './mapper.js';
import * as repo from './repository.js';

/** Removes a picture no entry shows any more; a failure is only logged (the entry's change stands). */
async function forgetImage(storage: StorageDriver, url: string | undefined, log: FastifyBaseLogger, what: string) {
  await removeImage(storage, url).catch((err) => log.warn({ err }, what));
}

export async function listFeatures(db: Executor): Promise<Feature[]> {
  return (await repo.listFeatures(db)).map(toFeature);
}

export async function addFeature(db: Executor, image: string): Promise<Feature> {
  return toFeature(await repo.insertFeature(db, image));
}

/** Deletes a banner and its picture; answers the banner's id. */
export async function deleteFeature(
  db: Executor,
  storage: StorageDriver,
  id: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const removed = await repo.deleteFeature(db, id);
  if (!removed) throw notFound('feature.notFound');
  await forgetImage(storage, removed.image, log, 'image not removed');
  return removed.id;
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Expert advice and cultivation guides behave the same way: a list, and add/update/delete with
 * an optional picture that goes through the upload pipeline. Only their tables and text fields
 * differ: this is where each kind keeps them.
 */
export interface EntryKind<Fields, Wire extends { _id: string; path: string }> {
  folder: UploadFolder;
  notFoundMessage: 'advice.notFound' | 'cultivation.notFound';
  list(db: Executor): Promise<Wire[]>;
  find(db: Executor, id: string): Promise<Wire | undefined>;
  insert(db: Executor, fields: Fields, path: string): Promise<Wire>;
  update(db: Executor, id: string, fields: Partial<Fields>, path: string | undefined): Promise<Wire | undefined>;
  remove(db: Executor, id: string): Promise<Wire | undefined>;
}

export const adviceKind: EntryKind<AdviceFields, ExpertAdvice> = {
  folder: 'advice',
  notFoundMessage: 'advice.notFound',
  list: async (db) => (await repo.listAdvice(db)).map(toAdvice),
  find: async (db, id) => {
    const row = await repo.findAdvice(db, id);
    return row && toAdvice(row);
  },
  insert: async (db, fields, path) => toAdvice(await repo.insertAdvice(db, { ...fields, path })),
  update: async (db, id, fields, path) => {
    const row = await repo.updateAdvice(db, id, defined({ ...fields, path }));
    return row && toAdvice(row);
  },
  remove: async (db, id) => {
    const row = await repo.deleteAdvice(db, id);
    return row && toAdvice(row);
  },
};

export const cultivationKind: EntryKind<CultivationFields, CultivationEntry> = {
  folder: 'cultivation',
  notFoundMessage: 'cultivation.notFound',
  list: async (db) => (await repo.listCultivation(db)).map(toCultivation),
  find: async (db, id) => {
    const row = await repo.findCultivation(db, id);
    return row && toCultivation(row);
  },
  insert: async (db, fields, path) =>
    toCultivation(
      await repo.insertCultivation(db, { cropName: fields.crop_name, description: fields.description, path }),
    ),
  update: async (db, id, fields, path) => {
    const values = defined({ cropName: fields.crop_name, description: fields.description, path });
    const row = await repo.updateCultivation(db, id, values);
    return row && toCultivation(row);
  },
  remove: async (db, id) => {
    const row = await repo.deleteCultivation(db, id);
    return row && toCultivation(row);
  },
};

/** The entry as it is, or 404. */
export async function getEntry<F, W extends { _id: string; path: string }>(
  db: Executor,
  kind: EntryKind<F, W>,
  id: string,
): Promise<W> {
  const entry = await kind.find(db, id);
  if (!entry) throw notFound(kind.notFoundMessage);
  return entry;
}

/** Adds an entry; its picture, when one is sent, is stored first (no picture: an empty path). */
export async function addEntry<F, W extends { _id: string; path: string }>(
  db: Executor,
  storage: StorageDriver,
  kind: EntryKind<F, W>,
  fields: F,
  image: Buffer | undefined,
): Promise<W> {
  const path = image ? await storeImage(storage, kind.folder, image) : '';
  return kind.insert(db, fields, path);
}

/** Changes the fields sent; a new picture replaces the old one, which is then removed. */
export async function updateEntry<F, W extends { _id: string; path: string }>(
  db: Executor,
  storage: StorageDriver,
  kind: EntryKind<F, W>,
  existing: W,
  change: { fields: Partial<F>; image: Buffer | undefined },
  log: FastifyBaseLogger,
): Promise<W> {
  const path = change.image ? await storeImage(storage, kind.folder, change.image) : undefined;
  const updated = await kind.update(db, existing._id, change.fields, path);
  if (!updated) throw notFound(kind.notFoundMessage);
  if (path && existing.path !== path) await forgetImage(storage, existing.path, log, 'old image not removed');
  return updated;
}

/** Deletes an entry and its picture; answers the entry as it was. */
export async function deleteEntry<F, W extends { _id: string; path: string }>(
  db: Executor,
  storage: StorageDriver,
  kind: EntryKind<F, W>,
  id: string,
  log: FastifyBaseLogger,
): Promise<W> {
  const removed = await kind.remove(db, id);
  if (!removed) throw notFound(kind.notFoundMessage);
  await forgetImage(storage, removed.path, log, 'image not removed');
  return removed;
}
