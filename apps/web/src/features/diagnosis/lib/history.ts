import { useSyncExternalStore } from 'react';
// the small build of zod: the farmer's pages ship it
import { z } from 'zod/mini';
import type { DiagnosisResult } from '../api/analyze';

/** How many diagnoses the browser keeps, newest first. */
export const HISTORY_LIMIT = 20;
const KEY = 'farmai.diagnosis-history.v1';

const candidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  confidence: z.number(),
  crop: z.optional(z.nullable(z.string())),
  activeIngredients: z.optional(z.array(z.string())),
});
const VERDICTS = ['diagnosed', 'possible', 'healthy', 'unsure'] as const;
const verdictSchema = z.enum(VERDICTS);
const resultSchema = z.object({
  userInputText: z.string(),
  gptResponse: z.string(),
  candidates: z.optional(z.array(candidateSchema)),
  uploadedImageUrl: z.optional(z.string()),
  cloudinaryImageUrl: z.optional(z.string()),
  generatedImageUrl: z.optional(z.string()),
  engine: z.optional(z.enum(['offline', 'llm'])),
  fallbackReason: z.optional(z.string()),
  verdict: z.optional(verdictSchema),
  crop: z.optional(z.nullable(z.string())),
  activeIngredients: z.optional(z.array(z.string())),
});

export const savedDiagnosisSchema = z.object({
  /** `d-…`: what /suggestion/{id} opens. */
  id: z.string().check(z.regex(/^d-[\w-]+$/)),
  savedAt: z.string(),
  text: z.string(),
  verdict: z.optional(verdictSchema),
  top: z.optional(candidateSchema),
  /** A small JPEG of the photo, as a data URL. */
  thumbnail: z.optional(z.string().check(z.startsWith('data:image/'))),
  result: resultSchema,
});
export type SavedDiagnosis = z.infer<typeof savedDiagnosisSchema>;

const historySchema = z.array(z.unknown());

/** The history in `storage`; entries that are not what we wrote (another version, hand edits) are left out. */
export function readHistory(storage: Storage | undefined): SavedDiagnosis[] {
  if (!storage) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
  const list = historySchema.safeParse(raw);
  if (!list.success) return [];
  return list.data.flatMap((item) => {
    const entry = savedDiagnosisSchema.safeParse(item);
    return entry.success ? [entry.data] : [];
  });
}

/**
 * Writes the history; when the browser's storage is full, the oldest photos' thumbnails, then the
 * oldest entries, make room. Answers what was kept.
 */
export function writeHistory(storage: Storage | undefined, entries: SavedDiagnosis[]): SavedDiagnosis[] {
  if (!storage) return entries;
  let list = entries.slice(0, HISTORY_LIMIT);
  for (;;) {
    try {
      storage.setItem(KEY, JSON.stringify(list));
      return list;
    } catch {
      const withPicture = list.findLastIndex((e) => e.thumbnail !== undefined);
      if (withPicture >= 0) {
        list = list.map((e, i) => (i === withPicture ? { ...e, thumbnail: undefined } : e));
      } else if (list.length > 0) {
        list = list.slice(0, -1);
      } else {
        return list;
      }
    }
  }
}

/** A new entry for a result just received. */
export function newEntry(
  text: string,
  result: DiagnosisResult,
  thumbnail: string | undefined,
  now = new Date(),
): SavedDiagnosis {
  const id = `d-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const top = result.candidates?.[0];
  // a verdict this version does not know (a newer service) is not kept
  const verdict = VERDICTS.find((v) => v === result.verdict);
  const { verdict: _verdict, ...rest } = result;
  return {
    id,
    savedAt: now.toISOString(),
    text,
    ...(verdict ? { verdict } : {}),
    ...(top ? { top: { id: top.id, name: top.name, confidence: top.confidence } } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    result: resultSchema.parse(verdict ? { ...rest, verdict } : rest),
  };
}

// --- the browser's copy, shared by every component that shows it ---

const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

let snapshot: SavedDiagnosis[] | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const current = () => {
  snapshot ??= readHistory(browserStorage());
  return snapshot;
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab changed it
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    snapshot = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: SavedDiagnosis[] = [];

/** The farmer's saved diagnoses, newest first; re-renders when they change. */
export function useDiagnosisHistory(): SavedDiagnosis[] {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

export function rememberDiagnosis(entry: SavedDiagnosis) {
  snapshot = writeHistory(browserStorage(), [entry, ...current().filter((e) => e.id !== entry.id)]);
  emit();
}

export function forgetDiagnosis(id: string) {
  snapshot = writeHistory(
    browserStorage(),
    current().filter((e) => e.id !== id),
  );
  emit();
}

export function forgetAllDiagnoses() {
  snapshot = writeHistory(browserStorage(), []);
  emit();
}

/** A small JPEG of the photo (longest side 160 px, the right way up) for the history; undefined if it cannot be read. */
export async function thumbnailOf(file: File | undefined): Promise<string | undefined> {
  if (!file || typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, 160 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return undefined;
  }
}
