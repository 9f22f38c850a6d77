/** Delivery addresses: the routes, and the lookup orders use to ship to one of the buyer's own. */

export { deleteAddressesOf } from './repository.js';
export { addressesRoutes } from './routes.js';
export { findOwnAddress } from './service.js';
