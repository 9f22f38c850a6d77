import type { CoveredCrop, DiagnosisCropsResponse } from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { CROPS } from '@farmai/diagnosis-engine/knowledge/crops';
import { reportContext } from '@farmai/diagnosis-engine/report-text';
import type { FastifyInstance } from 'fastify';
import { requestLanguage, varyOnLanguage } from '../errors.js';

/** How long browsers and caches may keep the list: it changes only with a new model or knowledge base. */
export const CROPS_MAX_AGE_SECONDS = 3600;

/**
 * GET /api/images/crops: the crops the leaf-photo model reads (none without a model) and those the
 * knowledge base covers for a written description, each named in the reader's language. Read-only and
 * the same for everyone, so it is cached.
 */
export default async function cropsRoutes(app: FastifyInstance) {
  // the lists depend only on what was loaded at start-up: built once per language
  const answers = new Map<string, DiagnosisCropsResponse>();
  // the model's "not a crop leaf" class has no crop
  const photoCrops = [
    ...new Set((app.leafModel?.labels.classes ?? []).flatMap((c) => (c.crop === null ? [] : [c.crop]))),
  ];
  const textCrops = Object.keys(CROPS).filter((crop) => app.matcher.coversCrop(crop));

  app.get(routes.diagnosis.images.crops.path, async (request, reply) => {
    const language = requestLanguage(request);
    let answer = answers.get(language);
    if (!answer) {
      const { cropName } = reportContext(language, app.localiser);
      const named = (id: string): CoveredCrop => ({ id, name: cropName(id) });
      answer = { photo: photoCrops.map(named), text: textCrops.map(named) };
      answers.set(language, answer);
    }
    varyOnLanguage(reply);
    reply.header('cache-control', `public, max-age=${CROPS_MAX_AGE_SECONDS}`);
    return answer;
  });
}
