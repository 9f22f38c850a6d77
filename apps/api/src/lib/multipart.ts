import type { FastifyRequest } from 'fastify';
import { nulMessage } from '../plugins/input-guard.js';
import { badRequest } from './errors.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface MultipartForm {
  fields: Record<string, string>;
  file: { field: string; filename: string; buffer: Buffer } | undefined;
}

/**
 * Reads a multipart form with at most one file (under `fileField`) into memory.
 * A file over MAX_UPLOAD_BYTES fails with FST_REQ_FILE_TOO_LARGE (413).
 */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(`The request must be multipart/form-data with a ${fileField} field`);
  const form: MultipartForm = { fields: {}, file: undefined };
  const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 100_000 } });
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
