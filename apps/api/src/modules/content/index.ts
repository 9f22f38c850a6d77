/** The demo data writes its entries and banners as they are (their pictures are already stored). */

export { publishedCounts } from './figures.js';
export { insertAdvice, insertCultivation, insertFeature } from './repository.js';
export { contentRoutes } from './routes.js';
