/** The answer of POST /api/images/analyze (docs/product/wire.md#diagnosis); its form is in diagnosis-form.ts. */
import { z } from 'zod';

/** How sure the answer is. */
const diagnosisVerdicts = ['diagnosed', 'possible', 'healthy', 'unsure'] as const;
export const diagnosisVerdictSchema = z.enum(diagnosisVerdicts);
export type DiagnosisVerdict = z.infer<typeof diagnosisVerdictSchema>;

/** One possible cause, from the knowledge base. */
export const diagnosisCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 0–1. */
  confidence: z.number(),
  /** The crop (our crop id) this candidate is about here, or null when it could be several. */
  crop: z.string().nullable(),
  /**
   * The active ingredients its knowledge-base entry recommends (ids of ACTIVE_INGREDIENT_NAMES); empty
   * for none. Always sent now; absent from answers kept from before it was.
   */
  activeIngredients: z.array(z.string()).optional(),
});
export type DiagnosisCandidate = z.infer<typeof diagnosisCandidateSchema>;

/** Which engine wrote the answer: the offline one, or the cloud AI. */
export const diagnosisEngineSchema = z.enum(['offline', 'llm']);

/** `data` of a successful answer (docs/product/data.md#entities, docs/product/wire.md#diagnosis), its fields in the order they are sent. */
export const diagnosisResultSchema = z.object({
  userInputText: z.string(),
  /** The answer, in Markdown. */
  gptResponse: z.string(),
  candidates: z.array(diagnosisCandidateSchema),
  verdict: diagnosisVerdictSchema,
  /** The crop detected (our crop id), from the text or the photo, or null. */
  crop: z.string().nullable(),
  engine: diagnosisEngineSchema,
  /** The three picture fields come with a photo. */
  uploadedImageUrl: z.string().optional(),
  /** Same URL as uploadedImageUrl, for older clients. */
  cloudinaryImageUrl: z.string().optional(),
  /** The photo with the affected areas marked. */
  generatedImageUrl: z.string().optional(),
  /** Why the cloud AI did not answer, when the offline answer stands in for it. */
  fallbackReason: z.string().optional(),
  /**
   * The active ingredients the answer's treatment recommends: the leading candidate's when the verdict
   * is `diagnosed`, else none (a possible, healthy or unsure answer recommends no product). Always
   * sent now, last; absent from answers kept from before it was.
   */
  activeIngredients: z.array(z.string()).optional(),
});
export type DiagnosisResult = z.infer<typeof diagnosisResultSchema>;

/** 201 answer: the client reads `data.data` (docs/product/wire.md#diagnosis). */
export const analyzeResponseSchema = z.object({
  message: z.literal('Analysis complete'),
  data: diagnosisResultSchema,
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** A failed answer: the client shows `error` (docs/product/wire.md#diagnosis, docs/product/wire.md#errors). */
const diagnosisErrorResponseSchema = z.object({ error: z.string(), code: z.string() });
export type DiagnosisErrorResponse = z.infer<typeof diagnosisErrorResponseSchema>;
/** The failed answer for a message and its code, as the diagnosis service and the API's proxy to it send it. */
export const diagnosisErrorBody = (message: string, code: string): DiagnosisErrorResponse => ({
  error: message,
  code,
});

/** A crop the diagnosis covers: our crop id and its name in the language asked for. */
const coveredCropSchema = z.object({ id: z.string(), name: z.string() });
export type CoveredCrop = z.infer<typeof coveredCropSchema>;

/**
 * GET /api/images/crops (docs/product/wire.md#diagnosis): the crops the leaf-photo model reads, and those
 * the text diagnosis covers, named in the language of Accept-Language.
 */
export const diagnosisCropsResponseSchema = z.object({
  photo: z.array(coveredCropSchema),
  text: z.array(coveredCropSchema),
});
export type DiagnosisCropsResponse = z.infer<typeof diagnosisCropsResponseSchema>;
