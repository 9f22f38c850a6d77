/** The shop's settings the back office changes (cash on delivery), and the terms the orders module applies. */
export { adminSettingsRoutes } from './routes.js';
export { type CashTerms, cashTerms, setCashOnDelivery } from './service.js';
