/** The diagnosis service seen through the API: its analyse call and its pictures, on the API's origin. */
export { type DiagnosisProxyOptions, default as diagnosisProxyRoutes } from './routes.js';
