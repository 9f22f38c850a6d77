import { z } from 'zod';

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  result: z.object({ url: z.string() }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const featureSchema = z.object({
  _id: z.string(),
  image: z.string(),
  createdAt: z.string().optional(),
});
export type Feature = z.infer<typeof featureSchema>;

export const featureAddBodySchema = z.object({
  image: z.string({ message: 'is required' }).trim().min(1, { message: 'is required' }).max(2048),
});

export const expertAdviceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  postedDate: z.string(),
});
export type ExpertAdvice = z.infer<typeof expertAdviceSchema>;

export const cultivationEntrySchema = z.object({
  _id: z.string(),
  crop_name: z.string(),
  description: z.string(),
  path: z.string(),
  createdAt: z.string().optional(),
});
export type CultivationEntry = z.infer<typeof cultivationEntrySchema>;

/** Text fields of the multipart advice form (SPEC 5: no validation beyond lengths). */
export const adviceFieldsSchema = z.object({
  title: z.string().trim().max(200, { message: 'must be at most 200 characters' }).default(''),
  description: z.string().trim().max(20_000, { message: 'must be at most 20000 characters' }).default(''),
});
export const cultivationFieldsSchema = z.object({
  crop_name: z.string().trim().max(200, { message: 'must be at most 200 characters' }).default(''),
  description: z.string().trim().max(20_000, { message: 'must be at most 20000 characters' }).default(''),
});

/** Ids in paths: anything that is not one of ours simply is not found (404). */
export const idParamsSchema = z.object({ id: z.string().max(100) });
