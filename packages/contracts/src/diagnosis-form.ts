/**
 * The request of POST /api/images/analyze: multipart/form-data, no credentials (docs/product/wire.md#diagnosis).
 * Plain values without zod, so that a page of the web app reads them without the schema library.
 */

/** The form's field names: the symptoms, and the optional photo. */
export const DIAGNOSIS_FORM_FIELDS = { text: 'userInputText', image: 'image' } as const;

/** Bounds of the symptoms text, counted in characters after trimming; with a photo the text may be left empty. */
export const DIAGNOSIS_TEXT_MIN_LENGTH = 3;
export const DIAGNOSIS_TEXT_MAX_LENGTH = 2000;

/** Largest accepted photo: 2 MB (2 MiB, docs/product/rules.md#constants-and-limits). One byte more answers 413. */
export const DIAGNOSIS_MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The same limit in MB, for messages ("2 MB"). */
export const DIAGNOSIS_MAX_IMAGE_MB = DIAGNOSIS_MAX_IMAGE_BYTES / 1024 / 1024;

/** The photo types accepted (docs/product/rules.md#validation, docs/product/rules.md#constants-and-limits): JPEG and PNG. */
export const DIAGNOSIS_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
