import { z } from 'zod';
import { dataResponse, messageResponseSchema } from './common.js';

/** POST /api/admin/products/upload-image (docs/product/wire.md#uploads-and-content): the stored picture's URL. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  result: z.object({ url: z.string() }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

const featureSchema = z.object({
  _id: z.string(),
  image: z.string(),
  createdAt: z.string().optional(),
});
export type Feature = z.infer<typeof featureSchema>;

export const featureAddBodySchema = z.object({
  image: z.string({ message: 'is required' }).trim().min(1, { message: 'is required' }).max(2048),
});

/** GET /api/common/feature/get */
export const featureListResponseSchema = dataResponse(z.array(featureSchema));
export type FeatureListResponse = z.infer<typeof featureListResponseSchema>;

/** POST /api/common/feature/add */
export const featureResponseSchema = dataResponse(featureSchema);
export type FeatureResponse = z.infer<typeof featureResponseSchema>;

/** What deleting a banner, an advice article or a cultivation guide answers: the id it removed. */
export const deletedResponseSchema = messageResponseSchema.extend({ id: z.string() });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

const expertAdviceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  postedDate: z.string(),
});
export type ExpertAdvice = z.infer<typeof expertAdviceSchema>;

const cultivationEntrySchema = z.object({
  _id: z.string(),
  crop_name: z.string(),
  description: z.string(),
  path: z.string(),
  createdAt: z.string().optional(),
});
export type CultivationEntry = z.infer<typeof cultivationEntrySchema>;

/** Text fields of the multipart advice form (docs/product/rules.md#content-and-banners: no validation beyond lengths). */
export const adviceFieldsSchema = z.object({
  title: z.string().trim().max(200, { message: 'must be at most 200 characters' }).default(''),
  description: z.string().trim().max(20_000, { message: 'must be at most 20000 characters' }).default(''),
});
export type AdviceFields = z.infer<typeof adviceFieldsSchema>;
export const cultivationFieldsSchema = z.object({
  crop_name: z.string().trim().max(200, { message: 'must be at most 200 characters' }).default(''),
  description: z.string().trim().max(20_000, { message: 'must be at most 20000 characters' }).default(''),
});
export type CultivationFields = z.infer<typeof cultivationFieldsSchema>;

/** GET /api/common/expertAdvice (docs/product/wire.md#uploads-and-content: the list is under `expertAdvice`). */
export const expertAdviceListResponseSchema = z.object({
  success: z.literal(true),
  expertAdvice: z.array(expertAdviceSchema),
});
export type ExpertAdviceListResponse = z.infer<typeof expertAdviceListResponseSchema>;

/** POST /api/common/expertAdvice/add */
export const expertAdviceResponseSchema = dataResponse(expertAdviceSchema);
export type ExpertAdviceResponse = z.infer<typeof expertAdviceResponseSchema>;

/** PUT /api/common/expertAdvice/{id} (docs/product/wire.md#uploads-and-content: the entry is under `expertAdvice`). */
export const expertAdviceUpdateResponseSchema = messageResponseSchema.extend({ expertAdvice: expertAdviceSchema });
export type ExpertAdviceUpdateResponse = z.infer<typeof expertAdviceUpdateResponseSchema>;

/** GET /api/common/scm (docs/product/wire.md#uploads-and-content: the list is under `scientificCultivationMethods`). */
export const cultivationListResponseSchema = z.object({
  success: z.literal(true),
  scientificCultivationMethods: z.array(cultivationEntrySchema),
});
export type CultivationListResponse = z.infer<typeof cultivationListResponseSchema>;

/** POST /api/common/scm/add */
export const cultivationResponseSchema = dataResponse(cultivationEntrySchema);
export type CultivationResponse = z.infer<typeof cultivationResponseSchema>;

/** PUT /api/common/scm/{id} (docs/product/wire.md#uploads-and-content: the entry is under `scientificCultivationMethods`). */
export const cultivationUpdateResponseSchema = messageResponseSchema.extend({
  scientificCultivationMethods: cultivationEntrySchema,
});
export type CultivationUpdateResponse = z.infer<typeof cultivationUpdateResponseSchema>;

/** Ids in paths: anything that is not one of ours simply is not found (404). */
export const idParamsSchema = z.object({ id: z.string().max(100) });
