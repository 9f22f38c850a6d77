/** Product reviews: buyers rate what they bought. */
export { reviewsRoutes } from './routes.js';
