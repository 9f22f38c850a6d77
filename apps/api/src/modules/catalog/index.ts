export type { ProductRow, ProductValues } from './repository.js';
export { productsInStockByPrice, recordSales, setAverageReview, setUnitsSold } from './repository.js';
export { type CatalogPages, type CatalogRoutesOptions, catalogRoutes } from './routes.js';
export { findProduct, insertProducts } from './service.js';
