import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LEAF_MODEL_DIR } from '../../src/engine/leaf-model.js';

/**
 * The labelled leaf photos the model was trained on; they are not part of the repository. The
 * default is the dataset folder beside the checkout (`../shared/datasets/leaf-photos`).
 */
export const LEAF_PHOTOS_DIR =
  process.env.LEAF_PHOTOS_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/datasets/leaf-photos');

/** The photos the training script held out: `test` for reporting, `val` for choosing thresholds. */
export function heldOutPhotos(part: 'test' | 'val'): { file: string; classId: string }[] {
  const split = JSON.parse(readFileSync(path.join(DEFAULT_LEAF_MODEL_DIR, 'split.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return (split[part] ?? []).map((relative) => ({
    file: path.join(LEAF_PHOTOS_DIR, relative),
    classId: relative.split('/')[0] ?? '',
  }));
}
