/** Product reviews: buyers rate what they bought. */

export { anonymiseReviewsOf } from './repository.js';
export { reviewsRoutes } from './routes.js';
