import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_BASE } from '@farmai/diagnosis-engine/knowledge/entries/index';
import { LOCALISER } from '@farmai/diagnosis-engine/knowledge/translations/index';
import { PHOTO_THRESHOLDS, photoEvidence } from '@farmai/diagnosis-engine/photo-evidence';
import { rank } from '@farmai/diagnosis-engine/ranker';
import { photoLines } from '@farmai/diagnosis-engine/report';
import { reportContext } from '@farmai/diagnosis-engine/report-text';
import { TextMatcher } from '@farmai/diagnosis-engine/text-matcher';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAF_MODEL_DIR, type LeafPrediction, summarise } from '../src/engine/leaf-model.js';
import { diagnoseOffline, recommendedIngredients } from '../src/providers/offline.js';

const matcher = new TextMatcher(KNOWLEDGE_BASE);
const labels = JSON.parse(readFileSync(path.join(DEFAULT_LEAF_MODEL_DIR, 'labels.json'), 'utf8')) as {
  classes: Parameters<typeof summarise>[0];
  openSet: Parameters<typeof summarise>[3];
};

/** The model's reading of a photo, made up: the given classes' probabilities, the rest shared by the others. */
function reading(given: Record<string, number>): LeafPrediction {
  const { classes } = labels;
  const rest = 1 - Object.values(given).reduce((a, b) => a + b, 0);
  const others = classes.filter((c) => !(c.id in given)).length;
  return summarise(
    classes,
    classes.map((c) => given[c.id] ?? rest / others),
    1,
    labels.openSet,
  );
}

// healthy leaves of different crops look alike: the model may be sure the leaf is healthy and not of which crop
const HEALTHY_BUT_WHICH_CROP = { 'coffee-healthy': 0.52, 'citrus-healthy': 0.44 };

describe('a healthy leaf whose crop the photo does not show clearly', () => {
  it('is called healthy, naming no crop and selling nothing', () => {
    const leaf = reading(HEALTHY_BUT_WHICH_CROP);
    expect(leaf.cropProbability).toBeLessThan(PHOTO_THRESHOLDS.recognisedCrop);
    const seen = photoEvidence(leaf, []);
    expect(seen).toMatchObject({ status: 'recognised', crop: null, looksHealthy: true, sure: false });
    for (const language of ['en', 'bn', 'hi', 'es', 'fr'] as const) {
      const ctx = reportContext(language, LOCALISER);
      const offline = diagnoseOffline(matcher, 'please check my plant', undefined, leaf, ctx);
      expect(offline.verdict, language).toBe('healthy');
      expect(offline.crop, language).toBeNull();
      expect(recommendedIngredients(offline), language).toEqual([]);
      expect(offline.markdown, language).toContain(ctx.t.healthyHeading(null));
    }
  });

  it('is described as a healthy leaf of no named crop where the answer quotes the photo', () => {
    const leaf = reading(HEALTHY_BUT_WHICH_CROP);
    for (const language of ['en', 'bn', 'hi', 'es', 'fr'] as const) {
      const ctx = reportContext(language, LOCALISER);
      const ranking = rank(matcher, 'please check my plant', undefined, { leaf });
      expect(photoLines(ranking, ctx, 'possible'), language).toBe(ctx.t.photo.healthyLeafCropUnclear);
    }
  });

  it('stays "not sure" when the healthy classes together are not likely enough', () => {
    const leaf = reading({ 'coffee-leaf-rust': 0.5, 'coffee-healthy': 0.2, 'citrus-healthy': 0.2 });
    expect(leaf.classes.filter((c) => c.healthy).reduce((a, c) => a + c.probability, 0)).toBeLessThan(
      PHOTO_THRESHOLDS.healthyAnyCrop,
    );
    expect(photoEvidence(leaf, []).status).toBe('not-recognised');
    expect(diagnoseOffline(matcher, 'please check my plant', undefined, leaf).verdict).toBe('unsure');
  });

  it('keeps the crop the text names: the farmer knows the crop', () => {
    const seen = photoEvidence(reading({ 'citrus-healthy': 0.5, 'coffee-healthy': 0.46 }), ['citrus']);
    expect(seen).toMatchObject({ status: 'recognised', crop: 'citrus', looksHealthy: true });
  });
});

describe('a photo sent alone that the model cannot read', () => {
  // a leaf, but of which crop and with what the model cannot tell
  const leaf = reading({ 'coffee-leaf-rust': 0.55, 'citrus-canker': 0.35 });

  it('says the photo alone is not enough and what to add, not "what you describe"', () => {
    expect(photoEvidence(leaf, []).status).toBe('not-recognised');
    for (const language of ['en', 'bn', 'hi', 'es', 'fr'] as const) {
      const ctx = reportContext(language, LOCALISER);
      for (const text of ['', 'please check my plant']) {
        const { verdict, markdown } = diagnoseOffline(matcher, text, undefined, leaf, ctx);
        expect(verdict, language).toBe('unsure');
        expect(markdown, language).toContain(ctx.t.photoAloneUnclear);
        expect(markdown, language).not.toContain(ctx.t.noGoodMatch);
        // what to add, after the crops the model knows
        expect(markdown, language).toContain(ctx.t.photo.notRecognisedNoText('').split(')').pop());
      }
    }
  });

  it('keeps resting on the description when there is one', () => {
    const { markdown } = diagnoseOffline(matcher, 'the leaves have many holes and look eaten', undefined, leaf);
    expect(markdown).not.toContain(reportContext('en', LOCALISER).t.photoAloneUnclear);
    expect(markdown).toContain('so the answer rests on your description');
  });
});

describe('a leaf whose crop is clear and whose condition is not', () => {
  it('is that crop\'s leaf, not "not a leaf", and is diagnosed from nothing', () => {
    // no one class reaches the model's acceptance (0.5), but together they are coffee
    const leaf = reading({ 'coffee-healthy': 0.45, 'coffee-leaf-rust': 0.3, 'coffee-leaf-miner': 0.23 });
    expect(leaf.topProbability).toBeLessThan(leaf.openSet.minAccept);
    expect(leaf.cropProbability).toBeGreaterThanOrEqual(PHOTO_THRESHOLDS.recognisedCrop);
    expect(photoEvidence(leaf, [])).toMatchObject({ status: 'recognised', crop: 'coffee', sure: false });
    const offline = diagnoseOffline(matcher, 'please check my plant', undefined, leaf);
    expect(offline.verdict).not.toBe('diagnosed');
    expect(offline.crop).toBe('coffee');
    expect(recommendedIngredients(offline)).toEqual([]);
    expect(offline.markdown).not.toContain('does not look like a leaf');
  });

  it('stays "not a leaf" when the crop is not clear either', () => {
    const leaf = reading({ 'coffee-healthy': 0.3, 'citrus-canker': 0.3, 'mango-die-back': 0.3 });
    expect(photoEvidence(leaf, []).status).toBe('not-a-leaf');
  });
});
