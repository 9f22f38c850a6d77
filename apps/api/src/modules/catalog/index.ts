export type { ProductRow, ProductValues } from './repository.js';
export { recordSales, setUnitsSold } from './repository.js';
export { type CatalogPages, type CatalogRoutesOptions, catalogRoutes } from './routes.js';
export { findProduct, insertProducts } from './service.js';
