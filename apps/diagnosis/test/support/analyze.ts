import type { AnalyzeResponse } from '@farmai/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipart } from './multipart.js';

/** POSTs a description (and a JPEG photo) to /api/images/analyze asking for an answer in `language`; the answer's data. */
export async function analyzeIn(
  app: FastifyInstance,
  language: string,
  text: string,
  image?: Buffer,
): Promise<AnalyzeResponse['data']> {
  const { payload, headers } = multipart({
    userInputText: text,
    ...(image ? { image: { filename: 'leaf.jpg', contentType: 'image/jpeg', data: image } } : {}),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/images/analyze',
    payload,
    headers: { ...headers, 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as AnalyzeResponse).data;
}
