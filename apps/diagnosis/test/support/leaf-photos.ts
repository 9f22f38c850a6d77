import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LEAF_MODEL_DIR } from '../../src/engine/leaf-model.js';

/**
 * The labelled leaf photos the model was trained on, and the photos that are not crop leaves; they
 * are not part of the repository. The default is the dataset folders beside the checkout
 * (`../shared/datasets/leaf-photos` and `../shared/datasets/not-crop-leaves`).
 */
export const LEAF_PHOTOS_DIR =
  process.env.LEAF_PHOTOS_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/datasets/leaf-photos');
export const NOT_LEAVES_DIR =
  process.env.NOT_LEAVES_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/datasets/not-crop-leaves');

/** A few held-out photos per class committed in the repository (scripts/leaf-model/samples.py). */
export const SAMPLE_PHOTOS_DIR = path.resolve(import.meta.dirname, '../fixtures/photos');

/** The model's class for photos that are not a leaf of a crop it knows. */
export const NOT_A_LEAF = 'not-a-crop-leaf';

export interface TestPhoto {
  file: string;
  /** The model class, or `not-a-crop-leaf`. */
  classId: string;
  /** For a photo that is not a crop leaf: its subfolder (objects, people-hands, other-plants…). */
  group?: string;
}

export const datasetPresent = (): boolean =>
  existsSync(path.join(LEAF_PHOTOS_DIR, 'classes.json')) && existsSync(path.join(NOT_LEAVES_DIR, 'manifest.json'));

/** The photos the training script held out: `test` for reporting, `val` for choosing thresholds. */
export function heldOutPhotos(part: 'test' | 'val'): TestPhoto[] {
  const split = JSON.parse(readFileSync(path.join(DEFAULT_LEAF_MODEL_DIR, 'split.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  return (split[part] ?? []).map((relative) => {
    const [classId = '', ...rest] = relative.split('/');
    if (classId !== NOT_A_LEAF) return { file: path.join(LEAF_PHOTOS_DIR, relative), classId };
    return { file: path.join(NOT_LEAVES_DIR, ...rest), classId, group: rest[0] ?? '' };
  });
}

/** The committed sample photos: held-out test photos of the classes whose licences allow it. */
export function samplePhotos(): TestPhoto[] {
  const manifest = JSON.parse(readFileSync(path.join(SAMPLE_PHOTOS_DIR, 'manifest.json'), 'utf8')) as {
    file: string;
    class: string;
    kind: string;
  }[];
  return manifest.map((m) => ({
    file: path.join(SAMPLE_PHOTOS_DIR, m.file),
    classId: m.class,
    ...(m.class === NOT_A_LEAF ? { group: m.kind } : {}),
  }));
}

/**
 * The held-out test photos when the dataset is beside the checkout, else the committed samples;
 * `source` says which, for the test's log.
 */
export function testPhotos(): { photos: TestPhoto[]; source: string; full: boolean } {
  if (datasetPresent()) return { photos: heldOutPhotos('test'), source: 'held-out test photos', full: true };
  const photos = samplePhotos();
  return {
    photos,
    source: `${photos.length} sample photos committed in the repository (no dataset at ${LEAF_PHOTOS_DIR})`,
    full: false,
  };
}
