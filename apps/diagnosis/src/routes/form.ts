import {
  DIAGNOSIS_FORM_FIELDS,
  DIAGNOSIS_MAX_IMAGE_BYTES,
  DIAGNOSIS_MAX_IMAGE_MB,
  DIAGNOSIS_TEXT_MAX_LENGTH,
  DIAGNOSIS_TEXT_MIN_LENGTH,
} from '@farmai/contracts';
import type { FastifyRequest } from 'fastify';
import { DiagnosisError, HttpError } from '../errors.js';

export interface Form {
  text: string | undefined;
  image: Buffer | undefined;
}

const { text: TEXT_FIELD, image: IMAGE_FIELD } = DIAGNOSIS_FORM_FIELDS;

/** The form's errors from @fastify/multipart, in words that say what to do. */
function formProblem(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new DiagnosisError(413, 'imageTooLarge', { mb: DIAGNOSIS_MAX_IMAGE_MB });
  }
  if (code === 'FST_FILES_LIMIT') return new DiagnosisError(400, 'oneImage');
  return new DiagnosisError(400, 'formUnreadable');
}

/** Reads the multipart form (docs/product/wire.md#diagnosis): the symptoms text and at most one photo, in memory. */
export async function readForm(request: FastifyRequest): Promise<Form> {
  if (!request.isMultipart()) {
    throw new DiagnosisError(400, 'notMultipart');
  }
  const form: Form = { text: undefined, image: undefined };
  try {
    const parts = request.parts({
      limits: { fileSize: DIAGNOSIS_MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== IMAGE_FIELD) throw new DiagnosisError(400, 'unexpectedFile', { field: part.fieldname });
        if (buffer.length > 0) form.image = buffer;
      } else if (part.fieldname === TEXT_FIELD) {
        if (part.valueTruncated) throw new DiagnosisError(400, 'textTooLong', { max: DIAGNOSIS_TEXT_MAX_LENGTH });
        form.text = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    throw formProblem(err);
  }
  return form;
}

/**
 * The symptoms, trimmed, within their bounds (counted in characters, not UTF-16 units). With a
 * photo the text may be left out or empty: the photo alone is enough.
 */
export function validateText(value: string | undefined, withPhoto = false): string {
  if (value === undefined && withPhoto) return '';
  if (value === undefined) throw new DiagnosisError(400, 'textRequired');
  if (value.includes('\u0000')) throw new DiagnosisError(400, 'textNul');
  const text = value.trim();
  const length = [...text].length;
  if (length === 0 && withPhoto) return '';
  if (length < DIAGNOSIS_TEXT_MIN_LENGTH)
    throw new DiagnosisError(400, 'textTooShort', { min: DIAGNOSIS_TEXT_MIN_LENGTH });
  if (length > DIAGNOSIS_TEXT_MAX_LENGTH)
    throw new DiagnosisError(400, 'textTooLong', { max: DIAGNOSIS_TEXT_MAX_LENGTH });
  return text;
}
