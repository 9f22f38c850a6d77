import type { CultivationEntry, ExpertAdvice, Feature } from '@farmai/contracts';
import type { AdviceRow, CultivationRow, FeatureRow } from './repository.js';

export const toFeature = (row: FeatureRow): Feature => ({
  _id: row.id,
  image: row.image,
  createdAt: row.createdAt.toISOString(),
});

export const toAdvice = (row: AdviceRow): ExpertAdvice => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  path: row.path,
  postedDate: row.postedDate.toISOString(),
});

export const toCultivation = (row: CultivationRow): CultivationEntry => ({
  _id: row.id,
  crop_name: row.cropName,
  description: row.description,
  path: row.path,
  createdAt: row.createdAt.toISOString(),
});
