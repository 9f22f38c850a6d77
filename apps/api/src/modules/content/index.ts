export { contentRoutes } from './routes.js';
