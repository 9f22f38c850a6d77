/** The diagnosis service seen through the API: its analyse call and its pictures, on the API's origin. */
export { default as diagnosisProxyRoutes, type DiagnosisProxyOptions } from './routes.js';
