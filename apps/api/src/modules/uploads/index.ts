export { uploadRoutes } from './routes.js';
export { removeImage, storeImage, type UploadFolder } from './service.js';
