/**
 * Build-time configuration, read once. The API and the diagnosis service are on the page's
 * own origin unless VITE_API_URL / VITE_DIAGNOSIS_URL are set when building.
 */
const trimSlash = (value: string | undefined) => (value ? value.replace(/\/+$/, '') : '');

export const env = {
  apiUrl: trimSlash(import.meta.env.VITE_API_URL as string | undefined),
  diagnosisUrl: trimSlash(import.meta.env.VITE_DIAGNOSIS_URL as string | undefined),
} as const;
