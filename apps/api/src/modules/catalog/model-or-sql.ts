import type { CatalogReadModel } from './read-model/read-model.js';

/**
 * A public catalog read from the read model when it is loaded (no database round trip), else from
 * SQL; both give the same answer. `fromModel` gives undefined for what the model does not hold
 * (a product made a moment ago on another replica), which is then read from SQL.
 */
export async function fromModelOrSql<T>(
  model: CatalogReadModel | undefined,
  fromModel: (model: CatalogReadModel) => T | undefined | Promise<T | undefined>,
  fromSql: () => T | Promise<T>,
): Promise<T> {
  const fromMemory = model ? await fromModel(model) : undefined;
  return fromMemory !== undefined ? fromMemory : fromSql();
}
