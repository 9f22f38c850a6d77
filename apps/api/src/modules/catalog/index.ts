export { currentTitles, productsOnSale, productsWithStock, type StockRow } from './figures.js';
export { addUnitsSold, setAverageReview, setUnitsSold, type UnitsSold, unitsSoldUpdate } from './popularity.js';
export type { ProductRow, ProductValues } from './repository.js';
export { productsInStockByPrice } from './repository.js';
export { type CatalogPages, type CatalogRoutesOptions, catalogRoutes } from './routes.js';
export { findProduct, insertProducts } from './service.js';
export { lineFacts, lineLimitOf, shelf } from './shelf.js';
export { returnStock, type StockTake, stockLeft, stockTaking, takeStock } from './stock.js';
