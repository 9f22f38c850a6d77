import {
  DIAGNOSIS_FORM_FIELDS,
  DIAGNOSIS_MAX_IMAGE_BYTES,
  DIAGNOSIS_MAX_IMAGE_MB,
  DIAGNOSIS_TEXT_MAX_LENGTH,
  DIAGNOSIS_TEXT_MIN_LENGTH,
} from '@farmai/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

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
    return new HttpError(
      413,
      `The image is too large; the limit is ${DIAGNOSIS_MAX_IMAGE_MB} MB. Resize the photo to at most 1600 pixels ` +
        'on its longest side, or send it from the FarmAI app, which does this for you.',
    );
  }
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'Send at most one image.');
  return new HttpError(400, 'The form could not be read; send it as multipart/form-data.');
}

/** Reads the multipart form (docs/product/wire.md#diagnosis): the symptoms text and at most one photo, in memory. */
export async function readForm(request: FastifyRequest): Promise<Form> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Send the form as multipart/form-data with a userInputText field and an optional image.');
  }
  const form: Form = { text: undefined, image: undefined };
  try {
    const parts = request.parts({
      limits: { fileSize: DIAGNOSIS_MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== IMAGE_FIELD)
          throw new HttpError(400, `Unexpected file field "${part.fieldname}"; use "image".`);
        if (buffer.length > 0) form.image = buffer;
      } else if (part.fieldname === TEXT_FIELD) {
        if (part.valueTruncated)
          throw new HttpError(400, `userInputText must be at most ${DIAGNOSIS_TEXT_MAX_LENGTH} characters.`);
        form.text = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    throw formProblem(err);
  }
  return form;
}

/** The symptoms, trimmed, within their bounds (counted in characters, not UTF-16 units). */
export function validateText(value: string | undefined): string {
  if (value === undefined) throw new HttpError(400, 'userInputText is required: describe what you see on the plant.');
  if (value.includes('\u0000')) throw new HttpError(400, 'userInputText must not contain a NUL (\\u0000) character.');
  const text = value.trim();
  const length = [...text].length;
  if (length < DIAGNOSIS_TEXT_MIN_LENGTH)
    throw new HttpError(400, `userInputText must be at least ${DIAGNOSIS_TEXT_MIN_LENGTH} characters.`);
  if (length > DIAGNOSIS_TEXT_MAX_LENGTH)
    throw new HttpError(400, `userInputText must be at most ${DIAGNOSIS_TEXT_MAX_LENGTH} characters.`);
  return text;
}
