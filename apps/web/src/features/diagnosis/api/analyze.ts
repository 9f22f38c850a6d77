import { AxiosError, isCancel } from 'axios';
import { diagnosisClient } from '@/lib/api-client';

export interface DiagnosisCandidate {
  id: string;
  name: string;
  /** 0–1. */
  confidence: number;
  /** The crop this candidate is about, or null. */
  crop?: string | null;
}

/** How sure the answer is (the service's `data.verdict`). */
export type DiagnosisVerdict = 'diagnosed' | 'possible' | 'healthy' | 'unsure';

/** `data` of a successful POST /api/images/analyze (SPEC 3, 7.5). */
export interface DiagnosisResult {
  userInputText: string;
  /** Markdown. */
  gptResponse: string;
  candidates?: DiagnosisCandidate[];
  verdict?: DiagnosisVerdict;
  /** The crop detected, or null. */
  crop?: string | null;
  uploadedImageUrl?: string;
  /** The same address under its older name. */
  cloudinaryImageUrl?: string;
  generatedImageUrl?: string;
  engine?: 'offline' | 'llm';
  fallbackReason?: string;
}

/** Largest photo the service accepts: 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * Sends the symptoms (and the optional photo) as multipart form data, without credentials, and
 * returns `data.data` of the response.
 */
export async function analyzeCrop(
  input: { text: string; image?: File | undefined },
  signal?: AbortSignal,
  /** 0–1, as the form goes up (a photo on a slow connection takes a while). */
  onUploadProgress?: (fraction: number) => void,
): Promise<DiagnosisResult> {
  const form = new FormData();
  form.append('userInputText', input.text);
  if (input.image) form.append('image', input.image);
  const response = await diagnosisClient.post<{ message?: string; data: DiagnosisResult }>(
    '/api/images/analyze',
    form,
    {
      signal,
      ...(onUploadProgress
        ? { onUploadProgress: (event) => onUploadProgress(event.total ? event.loaded / event.total : 0) }
        : {}),
    },
  );
  return response.data.data;
}

/** The `error` text of a failed response body, if there is one. */
export function diagnosisError(error: unknown): string | undefined {
  if (error instanceof AxiosError) {
    const body = error.response?.data as { error?: unknown } | undefined;
    if (typeof body?.error === 'string' && body.error.trim()) return body.error;
  }
  return undefined;
}

export const isCancelled = (error: unknown) => isCancel(error);
