import { z } from 'zod';

/**
 * A failed answer: `message` is for people, in the language asked for; `code` is for programs and never
 * changes with the language or the wording: the id of the message the server worded it with
 * (`address.max`, `request.tooMany`), `validation` for a failed schema check, or `http.{status}` for
 * fixed words.
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A trimmed, non-blank string of bounded length. */
export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(max, { message: `must be at most ${max} characters` });

/**
 * A number in a body: a JSON number, or its plain decimal text ("12", "4.50") as forms send it.
 * Nothing else is read as one: not `true`, `[5]`, `"0x10"`, `"1e3"` or `""`.
 */
export const decimalNumber = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d{1,12}(\.\d{1,12})?\s*$/.test(v) ? Number(v) : v), schema);

/** A picture's address: an http(s) URL, or a path on this site; no other scheme (`javascript:`, `data:`). */
export const imageUrlField = (options: { required: boolean }) =>
  z
    .string({ message: 'is required' })
    .trim()
    .max(2048, { message: 'must be at most 2048 characters' })
    .refine((v) => (v === '' ? !options.required : /^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/i.test(v)), {
      message: 'must be an http(s) address or a path on this site',
    });

/** Money on the wire is a number of dollars with at most two decimals. */
export const moneySchema = decimalNumber(
  z.number({ message: 'must be a number' }).min(0, { message: 'must not be negative' }).max(1_000_000, {
    message: 'is too large',
  }),
).refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
  message: 'must have at most two decimals',
});

/**
 * The answer most calls give: `{ success: true, data }`, with a `message` where the call
 * reports what it did. Routes declare it as their response and clients read its type, so the
 * envelope is written once.
 */
export const dataResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });
export type DataResponse<T> = { success: true; message?: string; data: T };

/** `{ success: true, message }`: a call that reports what it did and returns nothing else. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The failures a route declares in its schema, each answering `{ success: false, message, code }`:
 * `errorResponses(409)` adds statuses beyond the usual bad input, no session, not allowed, not found.
 */
export const errorResponses = (...more: number[]) =>
  Object.fromEntries([400, 401, 403, 404, ...more].map((status) => [status, errorResponseSchema])) as Record<
    number,
    typeof errorResponseSchema
  >;
