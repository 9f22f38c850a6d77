import type { Executor } from '../../src/db/client.js';
import type { CatalogReadModel } from '../../src/modules/catalog/read-model/read-model.js';
import { CatalogReadModelStore } from '../../src/modules/catalog/read-model/store.js';

const silent = { info() {}, warn() {} } as never;

/** A read model of the catalog in the database, loaded. */
export async function loadedStore(db: Executor): Promise<CatalogReadModelStore> {
  const store = new CatalogReadModelStore(db, silent);
  await store.start();
  return store;
}

/** The store's model, which must have loaded. */
export function modelOf(store: CatalogReadModelStore): CatalogReadModel {
  const current = store.current;
  if (!current) throw new Error('read model not loaded');
  return current;
}
