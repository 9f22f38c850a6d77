import type {
  AdminProduct,
  AdminProductListQuery,
  DeleteOutcome,
  Pagination,
  ProductInput,
  ProductUpdate,
} from '@farmai/contracts';
import type { Db, Executor } from '../../../db/client.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { toCents } from '../../../lib/money.js';
import { toAdminProduct } from '../mapper.js';
import { paginationOf, searchPageOf } from '../paging.js';
import * as repo from '../repository.js';
import * as admin from './repository.js';

/** Body fields that are not written under their own name: money goes in cents, the rating is the reviews'. */
type NotAsIs = 'price' | 'salePrice' | 'averageReview';
/**
 * The body's other fields are written to the columns of the same name. A field with no column,
 * or a column no field fills, does not compile here (Pick names it): add it on the other side.
 */
type SameNamed = Pick<repo.ProductValues, Exclude<keyof ProductUpdate, NotAsIs>> &
  Pick<ProductUpdate, Exclude<keyof repo.ProductValues, 'priceCents' | 'salePriceCents'>>;

/** The fields sent, as the columns they are written to. */
function valuesOf(input: ProductUpdate): Partial<repo.ProductValues> {
  const { price, salePrice, averageReview: _ignored, ...fields } = input;
  const sameNamed: Partial<SameNamed> = fields;
  const values: Partial<repo.ProductValues> = {};
  for (const [column, value] of Object.entries(sameNamed)) {
    if (value !== undefined) Object.assign(values, { [column]: value });
  }
  if (price !== undefined) values.priceCents = toCents(price);
  if (salePrice !== undefined) values.salePriceCents = toCents(salePrice);
  return values;
}

function assertSaleBelowPrice(priceCents: number, salePriceCents: number) {
  if (salePriceCents > 0 && salePriceCents >= priceCents) {
    throw badRequest('product.saleNotBelowPrice');
  }
}

/** Adds a product; its sale price, when it has one, is below its price. */
export async function createProduct(db: Db, input: ProductInput): Promise<AdminProduct> {
  const values = valuesOf(input) as repo.ProductValues;
  values.salePriceCents ??= 0;
  assertSaleBelowPrice(values.priceCents, values.salePriceCents);
  return toAdminProduct(await repo.insertProduct(db, values));
}

/** Changes the fields sent of a product, keeping its sale price below its price. */
export async function updateProduct(db: Db, id: string, input: ProductUpdate): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const current = await repo.findProduct(tx, id);
    if (!current) throw notFound('product.notFound');
    const values = valuesOf(input);
    assertSaleBelowPrice(values.priceCents ?? current.priceCents, values.salePriceCents ?? current.salePriceCents);
    const row = await repo.updateProduct(tx, id, values);
    if (!row) throw notFound('product.notFound');
    return toAdminProduct(row);
  });
}

/** Which of these products an order names (the orders module answers; app.ts passes it in). */
export type ProductsInOrders = (db: Executor, ids: string[]) => Promise<Set<string>>;

/**
 * Deletes the products named, in one transaction: those an order names are archived (they leave
 * the shop; the orders keep pointing at them), the others are deleted. An unknown id fails the
 * whole call and nothing changes.
 */
export async function deleteProducts(
  db: Db,
  ids: string[],
  inOrders: ProductsInOrders,
): Promise<{ deleted: string[]; archived: string[] }> {
  return db.transaction(async (tx) => {
    const rows = await admin.lockProducts(tx, ids);
    if (rows.length !== ids.length) throw notFound('product.notFound');
    const ordered = await inOrders(tx, ids);
    const archived = ids.filter((id) => ordered.has(id));
    const deleted = ids.filter((id) => !ordered.has(id));
    await admin.archiveProducts(tx, archived);
    await admin.deleteProducts(tx, deleted);
    return { deleted, archived };
  });
}

/** Deletes one product, or archives it when an order names it (see deleteProducts). */
export async function deleteProduct(db: Db, id: string, inOrders: ProductsInOrders): Promise<DeleteOutcome> {
  const { archived } = await deleteProducts(db, [id], inOrders);
  return archived.length > 0 ? 'archived' : 'deleted';
}

/** Puts an archived product back on sale. */
export async function restoreProduct(db: Db, id: string): Promise<AdminProduct> {
  const row = await admin.restoreProduct(db, id);
  if (!row) throw notFound('product.notFound');
  return toAdminProduct(row);
}

/** Sets the stock of every product named, in one transaction; an unknown id changes nothing. */
export async function setProductsStock(db: Db, ids: string[], totalStock: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await admin.lockProducts(tx, ids);
    if (rows.length !== ids.length) throw notFound('product.notFound');
    return admin.setStock(tx, ids, totalStock);
  });
}

/** A product with every translation, for the admin's form. */
export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const row = await repo.findProduct(db, id);
  if (!row) throw notFound('product.notFound');
  return toAdminProduct(row);
}

/** A page of the admin's table: every product's translations, any filter and sort (admin/repository.ts). */
export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
): Promise<{ data: AdminProduct[]; pagination: Pagination }> {
  const { rows, total } = await admin.listAdminProductPage(db, {
    categories: query.category,
    brands: query.brand,
    search: query.search || undefined,
    stock: query.stock,
    sort: query.sort,
    order: query.order,
    sortBy: query.sortBy,
    ...searchPageOf(query),
  });
  return { data: rows.map(toAdminProduct), pagination: paginationOf(query.page, query.limit, total) };
}
