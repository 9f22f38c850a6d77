import { UPLOAD_MAX_IMAGE_BYTES } from '@farmai/contracts';
import type { ErrorAnswer } from '@farmai/server-kit';
import type { FastifyError, FastifyRequest } from 'fastify';
import { apiMessage } from '../i18n/index.js';
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
  if (!request.isMultipart()) throw badRequest('form.notMultipart', { field: fileField });
  const form: MultipartForm = { fields: {}, file: undefined };
  const parts = request.parts({
    limits: { fileSize: UPLOAD_MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 100_000 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname !== fileField) {
        throw badRequest('form.unexpectedFile', { name: part.fieldname, field: fileField });
      }
      if (buffer.length > 0) form.file = { field: part.fieldname, filename: part.filename, buffer };
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (value.includes('\u0000') || part.fieldname.includes('\u0000')) {
        throw badRequest('request.nul', { field: part.fieldname });
      }
      if (part.valueTruncated) throw badRequest('form.fieldTooLong', { field: part.fieldname });
      form.fields[part.fieldname] = value;
    }
  }
  return form;
}

/** What went wrong with a multipart upload, in words that say what to do. */
export function multipartProblem(error: FastifyError): ErrorAnswer | undefined {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: apiMessage('request.fileTooLarge') };
    case 'FST_FILES_LIMIT':
      return { status: 400, message: apiMessage('form.oneFile') };
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { status: 400, message: apiMessage('form.tooManyFields') };
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 400, message: apiMessage('form.unreadable') };
  }
  // busboy's own errors carry no code
  if (
    /^(Unexpected end of (form|multipart data)|Part terminated early|Malformed part header|Multipart: Boundary not found)/i.test(
      error.message,
    )
  ) {
    return { status: 400, message: apiMessage('form.cutShort') };
  }
  return undefined;
}
