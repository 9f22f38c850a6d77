import { UPLOAD_MAX_IMAGE_BYTES } from '@farmai/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';
import { nulMessage } from '../plugins/input-guard.js';
import { badRequest } from './errors.js';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { field: string; filename: string; buffer: Buffer } | undefined;
}

/**
 * Reads a multipart form with at most one file (under `fileField`) into memory.
 * A file over UPLOAD_MAX_IMAGE_BYTES fails with FST_REQ_FILE_TOO_LARGE (413).
 */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(`The request must be multipart/form-data with a ${fileField} field`);
  const form: MultipartForm = { fields: {}, file: undefined };
  const parts = request.parts({
    limits: { fileSize: UPLOAD_MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 100_000 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname !== fileField) throw badRequest(`Unexpected file field ${part.fieldname}; use ${fileField}`);
      if (buffer.length > 0) form.file = { field: part.fieldname, filename: part.filename, buffer };
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw badRequest(nulMessage(part.fieldname));
      if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`);
      form.fields[part.fieldname] = value;
    }
  }
  return form;
}

/** What went wrong with a multipart upload, in words that say what to do. */
export function multipartProblem(error: FastifyError): { status: number; message: string } | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: 'The file is too large' };
    case 'FST_FILES_LIMIT':
      return { status: 400, message: 'Send one file at a time' };
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { status: 400, message: 'The form has too many fields' };
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 400, message: 'The form could not be read; send it as multipart/form-data' };
  }
  // busboy's own errors carry no code
  if (
    /^(Unexpected end of (form|multipart data)|Part terminated early|Malformed part header|Multipart: Boundary not found)/i.test(
      error.message,
    )
  ) {
    return { status: 400, message: 'The upload ended before the whole form arrived; please send it again' };
  }
  return undefined;
}
