import { z } from 'zod';
import { dataResponse, imageUrlField, messageResponseSchema, requiredText } from './common.js';
import { LANGUAGES, TRANSLATION_LANGUAGES } from './languages.js';

/**
 * An item's translations by language, each holding every text field of the item:
 * `{ "bn": { "title": "…", "description": "…" } }`. A language left out has no translation, and
 * readers in it get the English text. Another key (`en`, `de`) is refused.
 */
export const translationsSchema = <T extends z.ZodType>(text: T) =>
  z.partialRecord(z.enum(TRANSLATION_LANGUAGES), text, {
    message: `languages are ${TRANSLATION_LANGUAGES.join(', ')}`,
  });

/**
 * Translations sent as one multipart text field: the JSON of `translationsSchema(text)`; an empty
 * field is no translation.
 */
export const translationsField = <T extends z.ZodType>(text: T) =>
  z
    .string()
    .transform((raw, ctx) => {
      if (raw.trim() === '') return {};
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(translationsSchema(text));

/**
 * In an answer asked for in a language other than English (`Accept-Language`), the language its
 * text is in: the one asked for, or `en` when the item has no translation into it (the browser
 * marks those). English answers leave it out.
 */
export const textLanguageSchema = z.enum(LANGUAGES).optional();

/** POST /api/admin/products/upload-image (docs/product/wire.md#uploads-and-content): the stored picture's URL. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  result: z.object({ url: z.string() }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The words of a banner in one language. */
export const featureTranslationSchema = z.object({ title: requiredText(300) });
export const featureTranslationsSchema = translationsSchema(featureTranslationSchema);
export type FeatureTranslations = z.infer<typeof featureTranslationsSchema>;

/**
 * A banner as shoppers get it. In English, `image` is the picture with its words drawn in. In
 * another language, a banner whose words are translated comes as the picture without words and
 * `title`, the words to draw over it; one without comes as in English, with `language: 'en'`.
 */
const featureSchema = z.object({
  _id: z.string(),
  image: z.string(),
  createdAt: z.string().optional(),
  title: z.string().optional(),
  language: textLanguageSchema,
});
export type Feature = z.infer<typeof featureSchema>;

/**
 * A banner as the admin edits it: `title`, the words on the picture in English (`''` when they
 * are not known), `backdrop`, the same picture without words (`''` when there is none: the banner
 * is then shown as it is in every language), and the translations of the words.
 */
const adminFeatureSchema = featureSchema.extend({
  title: z.string(),
  backdrop: z.string(),
  translations: featureTranslationsSchema,
});
export type AdminFeature = z.infer<typeof adminFeatureSchema>;

const bannerWordsFields = {
  title: z.string().trim().max(300, { message: 'must be at most 300 characters' }).optional(),
  backdrop: imageUrlField({ required: false }).optional(),
  translations: featureTranslationsSchema.optional(),
};

/** POST /api/common/feature/add: the picture, and optionally its words (see adminFeatureSchema). */
export const featureAddBodySchema = z.object({
  image: imageUrlField({ required: true }),
  ...bannerWordsFields,
});
export type FeatureAddBody = z.infer<typeof featureAddBodySchema>;

/** PUT /api/common/feature/{id}: the banner's words, its picture without them, their translations (each optional). */
export const featureUpdateBodySchema = z.object(bannerWordsFields);
export type FeatureUpdateBody = z.infer<typeof featureUpdateBodySchema>;

/** GET /api/common/feature/get */
export const featureListResponseSchema = dataResponse(z.array(featureSchema));
export type FeatureListResponse = z.infer<typeof featureListResponseSchema>;

/** GET /api/common/feature/translations (admin): every banner with its words in every language. */
export const adminFeatureListResponseSchema = dataResponse(z.array(adminFeatureSchema));
export type AdminFeatureListResponse = z.infer<typeof adminFeatureListResponseSchema>;

/** POST /api/common/feature/add and PUT /api/common/feature/{id} */
export const featureResponseSchema = dataResponse(adminFeatureSchema);
export type FeatureResponse = z.infer<typeof featureResponseSchema>;

/** What deleting a banner, an advice article or a cultivation guide answers: the id it removed. */
export const deletedResponseSchema = messageResponseSchema.extend({ id: z.string() });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

/**
 * An advice article's or cultivation guide's state: a `draft` is seen by the admin only; a
 * `published` one is read by farmers and needs its title (crop name), text and picture.
 */
export const ENTRY_STATUSES = ['draft', 'published'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
const entryStatusSchema = z.enum(ENTRY_STATUSES, { message: 'must be draft or published' });

const entryDescription = z.string().trim().max(20_000, { message: 'must be at most 20000 characters' });

/** An advice article in one language: its title (required) and text. */
export const adviceTranslationSchema = z.object({
  title: requiredText(200),
  description: entryDescription.default(''),
});
export const adviceTranslationsSchema = translationsSchema(adviceTranslationSchema);
export type AdviceTranslations = z.infer<typeof adviceTranslationsSchema>;

/** A cultivation guide in one language: its crop name (required) and text. */
export const cultivationTranslationSchema = z.object({
  crop_name: requiredText(200),
  description: entryDescription.default(''),
});
export const cultivationTranslationsSchema = translationsSchema(cultivationTranslationSchema);
export type CultivationTranslations = z.infer<typeof cultivationTranslationsSchema>;

/** An advice article as read: in the language asked for when translated into it (see textLanguageSchema). */
const expertAdviceSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  postedDate: z.string(),
  language: textLanguageSchema,
});
export type ExpertAdvice = z.infer<typeof expertAdviceSchema>;

/** An advice article as the admin edits it: the English text and every translation. */
const adminExpertAdviceSchema = expertAdviceSchema.extend({
  translations: adviceTranslationsSchema,
  status: entryStatusSchema,
});
export type AdminExpertAdvice = z.infer<typeof adminExpertAdviceSchema>;

/** A cultivation guide as read: in the language asked for when translated into it (see textLanguageSchema). */
const cultivationEntrySchema = z.object({
  _id: z.string(),
  crop_name: z.string(),
  description: z.string(),
  path: z.string(),
  createdAt: z.string().optional(),
  language: textLanguageSchema,
});
export type CultivationEntry = z.infer<typeof cultivationEntrySchema>;

/** A cultivation guide as the admin edits it: the English text and every translation. */
const adminCultivationEntrySchema = cultivationEntrySchema.extend({
  translations: cultivationTranslationsSchema,
  status: entryStatusSchema,
});
export type AdminCultivationEntry = z.infer<typeof adminCultivationEntrySchema>;

/**
 * Text fields of the multipart advice form (docs/product/rules.md#content-and-banners: a draft
 * is checked for lengths only, a published entry needs its title, text and picture);
 * `translations`, optional, is the JSON of every translation (it replaces the ones stored);
 * `status`, optional, is `draft` or `published` (a new entry without it is published).
 */
export const adviceFieldsSchema = z.object({
  title: z.string().trim().max(200, { message: 'must be at most 200 characters' }).default(''),
  description: entryDescription.default(''),
  translations: translationsField(adviceTranslationSchema).optional(),
  status: entryStatusSchema.optional(),
});
export type AdviceFields = z.infer<typeof adviceFieldsSchema>;
export const cultivationFieldsSchema = z.object({
  crop_name: z.string().trim().max(200, { message: 'must be at most 200 characters' }).default(''),
  description: entryDescription.default(''),
  translations: translationsField(cultivationTranslationSchema).optional(),
  status: entryStatusSchema.optional(),
});
export type CultivationFields = z.infer<typeof cultivationFieldsSchema>;

/** GET /api/common/expertAdvice (docs/product/wire.md#uploads-and-content: the list is under `expertAdvice`). */
export const expertAdviceListResponseSchema = z.object({
  success: z.literal(true),
  expertAdvice: z.array(expertAdviceSchema),
});
export type ExpertAdviceListResponse = z.infer<typeof expertAdviceListResponseSchema>;

/** GET /api/common/expertAdvice/translations (admin): every article with all its translations. */
export const adminExpertAdviceListResponseSchema = z.object({
  success: z.literal(true),
  expertAdvice: z.array(adminExpertAdviceSchema),
});
export type AdminExpertAdviceListResponse = z.infer<typeof adminExpertAdviceListResponseSchema>;

/** POST /api/common/expertAdvice/add */
export const expertAdviceResponseSchema = dataResponse(adminExpertAdviceSchema);
export type ExpertAdviceResponse = z.infer<typeof expertAdviceResponseSchema>;

/** PUT /api/common/expertAdvice/{id} (docs/product/wire.md#uploads-and-content: the entry is under `expertAdvice`). */
export const expertAdviceUpdateResponseSchema = messageResponseSchema.extend({ expertAdvice: adminExpertAdviceSchema });
export type ExpertAdviceUpdateResponse = z.infer<typeof expertAdviceUpdateResponseSchema>;

/** GET /api/common/scm (docs/product/wire.md#uploads-and-content: the list is under `scientificCultivationMethods`). */
export const cultivationListResponseSchema = z.object({
  success: z.literal(true),
  scientificCultivationMethods: z.array(cultivationEntrySchema),
});
export type CultivationListResponse = z.infer<typeof cultivationListResponseSchema>;

/** GET /api/common/scm/translations (admin): every guide with all its translations. */
export const adminCultivationListResponseSchema = z.object({
  success: z.literal(true),
  scientificCultivationMethods: z.array(adminCultivationEntrySchema),
});
export type AdminCultivationListResponse = z.infer<typeof adminCultivationListResponseSchema>;

/** POST /api/common/scm/add */
export const cultivationResponseSchema = dataResponse(adminCultivationEntrySchema);
export type CultivationResponse = z.infer<typeof cultivationResponseSchema>;

/** PUT /api/common/scm/{id} (docs/product/wire.md#uploads-and-content: the entry is under `scientificCultivationMethods`). */
export const cultivationUpdateResponseSchema = messageResponseSchema.extend({
  scientificCultivationMethods: adminCultivationEntrySchema,
});
export type CultivationUpdateResponse = z.infer<typeof cultivationUpdateResponseSchema>;

/** Ids in paths: anything that is not one of ours simply is not found (404). */
export const idParamsSchema = z.object({ id: z.string().max(100) });
