export { newsletterRoutes } from './routes.js';
