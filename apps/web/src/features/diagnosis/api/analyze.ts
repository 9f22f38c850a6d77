import {
  type AnalyzeResponse,
  DIAGNOSIS_FORM_FIELDS,
  type DiagnosisCandidate,
  type Language,
  type DiagnosisResult as WireResult,
} from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { diagnosisClient } from '@/lib/api-client';

export type { DiagnosisVerdict } from '@farmai/contracts';

/**
 * A result as the pages show it: the service's answer (`data` of POST /api/images/analyze,
 * docs/product/data.md#diagnosis, docs/product/wire.md#diagnosis), or one this browser saved from an older version, where the fields added since
 * (candidates, verdict, crop, engine) may be missing.
 */
export type DiagnosisResult = Omit<WireResult, 'candidates' | 'verdict' | 'crop' | 'engine'> &
  Partial<Pick<WireResult, 'verdict' | 'crop' | 'engine'>> & {
    candidates?: (Omit<DiagnosisCandidate, 'crop'> & Partial<Pick<DiagnosisCandidate, 'crop'>>)[];
    /** Made on this phone with no connection, from the offline pack (never sent to the service). */
    onDevice?: boolean;
    /** Made on this phone and kept to be sent again once online, whose answer then goes into the history. */
    savedLater?: boolean;
    /** Made on this phone, its causes described in English: the reader's language is not on the phone yet. */
    entriesInEnglish?: boolean;
  };

/**
 * Sends the symptoms (and the optional photo) as multipart form data, without credentials, and
 * returns `data.data` of the response.
 */
export async function analyzeCrop(
  input: { text: string; image?: File | undefined },
  signal?: AbortSignal,
  /** 0–1, as the form goes up (a photo on a slow connection takes a while). */
  onUploadProgress?: (fraction: number) => void,
  /** The language of the answer, when not the page's. */
  language?: Language,
): Promise<WireResult> {
  const form = new FormData();
  form.append(DIAGNOSIS_FORM_FIELDS.text, input.text);
  if (input.image) form.append(DIAGNOSIS_FORM_FIELDS.image, input.image);
  const response = await diagnosisClient.post<AnalyzeResponse>(routes.diagnosis.images.analyze.path, form, {
    signal,
    ...(language ? { headers: { 'Accept-Language': language } } : {}),
    onUploadProgress,
  });
  return response.data.data;
}
