import { LINE_CAP_KEYS, PRODUCT_FACT_KEYS, type ProductFactKey } from '@farmai/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema-catalog.js';

/**
 * What a cart line reads of its product, as the catalog keeps it: a projection of the products
 * table that other modules join like a table of their own (PostgreSQL flattens it into their query,
 * so the plan is the same as a join of `products`), and the line's limit in SQL. The catalog owns
 * the table; what others read of it is here.
 */

/** The columns of the facts that cap a line (`capsLine`), each after a comma: `least` skips those that are null. */
const capsSql = sql.join(LINE_CAP_KEYS.map((key) => sql`, ${products[key]}`));

/**
 * `lineLimit` (packages/contracts/src/line-rules.ts) in SQL, over a products row: the most units a
 * line may hold (the stock, or a capping fact below it), for a statement that checks and writes at
 * once (an archived product's limit is 0, so nothing fits).
 */
export const lineLimitSql: SQL<number> = sql<number>`(case when ${products.archivedAt} is null then least(greatest(${products.totalStock}, 0)${capsSql})::integer else 0 end)`;

/** The product facts' columns (PRODUCT_FACTS), which the line rules may read. */
const factColumns = Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, products[key]])) as Pick<
  typeof products,
  ProductFactKey
>;

/** A product as a cart line shows it and its rules read it, by id (`shelf.id`). */
export const shelf = new QueryBuilder()
  .select({
    id: products.id,
    title: products.title,
    translations: products.translations,
    image: products.image,
    priceCents: products.priceCents,
    salePriceCents: products.salePriceCents,
    effectivePriceCents: sql<number>`${products.effectivePriceCents}`.as('effective_price_cents'),
    totalStock: products.totalStock,
    archivedAt: products.archivedAt,
    lineLimit: sql<number>`${lineLimitSql}`.as('line_limit'),
    ...factColumns,
  })
  .from(products)
  .as('shelf');

/**
 * What the line rules read of a product (`lineProductOf` in @farmai/contracts), as columns of `shelf`
 * to spread into a select: its stock, when it was archived and its facts. A fact a rule reads reaches
 * every cart change and order through this, with no change to who selects it.
 */
export const lineFacts = {
  totalStock: shelf.totalStock,
  archivedAt: shelf.archivedAt,
  ...(Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, shelf[key]])) as Pick<typeof shelf, ProductFactKey>),
};

/** The product's id and line limit, as a query not yet run: a part of the caller's own statement. */
export const lineLimitOf = (productId: string): SQL =>
  sql`select ${products.id} as id, ${lineLimitSql} as line_limit from ${products} where ${products.id} = ${productId}`;
