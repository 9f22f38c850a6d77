/** Each signed-in farmer's past diagnoses: the routes, the recording the diagnosis proxy does, and the clean-up of a deleted account. */

export { deleteEntriesOf as deleteDiagnosisHistoryOf } from './repository.js';
export { diagnosisHistoryRoutes } from './routes.js';
export {
  makeThumbnail,
  type RecordContext,
  recordDiagnosis,
  removeThumbnails as removeDiagnosisThumbnails,
} from './service.js';
