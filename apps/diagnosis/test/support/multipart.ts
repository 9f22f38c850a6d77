import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Builds a multipart/form-data body by hand, so tests control every byte. */
export function multipart(fields: Record<string, string | FilePart>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----farmai${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n`));
      chunks.push(Buffer.from(value, 'utf8'));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(value.data);
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
