import type { Brand, Category, Product } from '@farmai/contracts';
import { toDollars } from '../../lib/money.js';
import type { ProductRow } from './repository.js';

export const toProduct = (row: ProductRow): Product => ({
  _id: row.id,
  image: row.image,
  title: row.title,
  description: row.description,
  category: row.category as Category,
  brand: row.brand as Brand,
  price: toDollars(row.priceCents),
  salePrice: toDollars(row.salePriceCents),
  totalStock: row.totalStock,
  averageReview: Math.round(row.averageReview * 10) / 10,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
