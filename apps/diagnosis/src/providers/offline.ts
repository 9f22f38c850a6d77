export {
  diagnoseOffline,
  type OfflineDiagnosis,
  recommendedIngredients,
} from '@farmai/diagnosis-engine/diagnose';
