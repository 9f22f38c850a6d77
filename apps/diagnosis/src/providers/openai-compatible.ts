import type { Language } from '@farmai/contracts';
import type { Ranking } from '@farmai/diagnosis-engine/ranker';
import { TYPE_LABEL } from '@farmai/diagnosis-engine/report';
import { ENGLISH, REPORT_TEXT, type ReportContext } from '@farmai/diagnosis-engine/report-text';
import type { Verdict } from '@farmai/diagnosis-engine/verdict';
import type { AiConfig } from '../config.js';
import { describeFeatures } from '../engine/image-analysis.js';

export const SYSTEM_PROMPT = `You are FarmAI's crop doctor: an experienced agronomist who helps smallholder farmers diagnose plant health problems (diseases, insect and mite pests, nematodes, nutrient deficiencies and physiological disorders) from a short description and, when given, a photo.

Rules:
- Talk only about agronomy and plant health. If the farmer's message is not about a crop or plant problem (for example animals, people, machines, prices, weather chat or greetings), do not diagnose anything: say in one or two sentences that this does not look like a plant problem FarmAI can diagnose, then ask for the crop, the plant part affected and what the damage looks like (colour, shape, where it started, how fast it spreads), with one short example description.
- Ground your answer in the knowledge-base candidates and photo measurements given with the message. Prefer them; if the evidence clearly points elsewhere, say why. Never claim more certainty than the evidence supports.
- Never name commercial products, brands or trade names. Name active ingredients only (for example mancozeb, copper hydroxide, Bacillus thuringiensis).
- Every chemical recommendation must carry safety notes: wear PPE (gloves, mask, eye protection), read and follow the label, respect the pre-harvest interval, and rotate modes of action to avoid resistance.
- A FarmAI offline verdict comes with each message. When it is possible, healthy or unsure, follow the note that comes with it instead of the sections below: never give chemical products or doses unless the verdict is diagnosed.
- Write short, plain English a farmer can follow, in Markdown, with exactly these sections in this order:
## Most likely: <problem name> (<confidence %>)
One line with the scientific name and the type of problem.
### What we saw
The crop, the symptoms described and, if a photo was sent, what the photo shows including the affected area %.
### Other possibilities
Two alternatives and how to tell each apart from the most likely one.
### What to do now
Immediate steps for today.
### Treatment
**Organic / biological** then **Chemical** (active ingredients only), then a safety line.
### Prevention
### When to call an expert
End with one line saying this is guidance, not a laboratory diagnosis.`;

export type LlmFailure = 'timeout' | 'http-error' | 'invalid-response' | 'empty-response' | 'network-error';

export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly reason: LlmFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface ChatRequest {
  text: string;
  ranking: Ranking;
  /** The offline verdict: under `possible` or `unsure` the answer must not give products or doses. */
  verdict: Verdict;
  /** The farmer's photo as JPEG, when one was sent. */
  photoJpeg?: Buffer;
  /** The language to answer in, with the knowledge base's names in it (English unless given). */
  context?: ReportContext;
}

export interface ChatClient {
  readonly model: string;
  /** The model's Markdown answer; throws LlmError on timeout, HTTP errors or an unusable answer. */
  complete(request: ChatRequest): Promise<string>;
}

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** The grounding text sent with the farmer's description: the offline candidates and the photo measurements. */
const VERDICT_NOTE: Record<Verdict, string> = {
  diagnosed: 'FarmAI offline verdict: diagnosed (one clear leader).',
  possible:
    'FarmAI offline verdict: possible (no clear leader). Head the answer "## Possibly: <candidates>", say what would tell them apart, give safe cultural steps only, and name no chemical product and no dose; give no percentages or confidences.',
  healthy:
    'FarmAI offline verdict: healthy (the photo shows a healthy plant). Say so first; suggest what to photograph if the farmer still sees a problem.',
  unsure:
    'FarmAI offline verdict: unsure (no good match, or a crop or problem outside the knowledge base). Head the answer "## We are not sure what this is"; say plainly why, what to photograph, and to ask a local extension officer; name no chemical product and no dose; give no percentages or confidences.',
};

export function buildUserText(text: string, ranking: Ranking, verdict?: Verdict): string {
  const lines: string[] = [];
  lines.push("Farmer's description:");
  lines.push(`"""${text}"""`);
  lines.push('');
  const { analysis } = ranking;
  lines.push(`Crop(s) named: ${analysis.crops.length > 0 ? analysis.crops.join(', ') : 'none'}`);
  lines.push(`Plant part(s) named: ${analysis.parts.length > 0 ? analysis.parts.join(', ') : 'none'}`);
  if (analysis.negated.length > 0) lines.push(`The farmer says these are absent: ${analysis.negated.join(', ')}`);
  lines.push('');
  if (ranking.ranked.length === 0) {
    lines.push('FarmAI knowledge base: no plant problem was recognised in this description.');
  } else {
    lines.push('FarmAI knowledge-base candidates (offline ranking, best first):');
    ranking.ranked.forEach((r, i) => {
      const e = r.entry;
      const symptoms = Object.entries(e.symptoms)
        .flatMap(([part, list]) => (list ?? []).slice(0, 2).map((s) => `${part}: ${s}`))
        .slice(0, 4);
      lines.push(
        `${i + 1}. ${e.name}${e.scientificName ? ` (${e.scientificName})` : ''}: ${TYPE_LABEL[e.type]}; offline confidence ${Math.round(r.confidence * 100)}%; hosts: ${e.hosts.join(', ')}`,
      );
      lines.push(`   Key symptoms: ${symptoms.join(' | ')}`);
      lines.push(
        `   Management: ${[...e.management.cultural.slice(0, 2), ...e.management.biological.slice(0, 1)].join(' ')} Active ingredients: ${
          e.management.chemical.map((c) => c.activeIngredient).join(', ') || 'none recommended'
        }.`,
      );
    });
  }
  lines.push('');
  if (ranking.image)
    lines.push(`Photo measurements: ${describeFeatures(ranking.image).join(' ').replaceAll('**', '')}`);
  else lines.push('No photo was sent.');
  if (verdict) lines.push('', VERDICT_NOTE[verdict]);
  return lines.join('\n');
}

/**
 * The system prompt: SYSTEM_PROMPT, and for another language than English what to write in and the
 * headings the offline report uses in it, so both engines' answers read alike.
 */
export function systemPrompt(language: Language = 'en'): string {
  if (language === 'en') return SYSTEM_PROMPT;
  const t = REPORT_TEXT[language];
  const h = t.headings;
  const headings = [
    t.mostLikely('<problem name>', '<confidence %>'),
    h.whatWeSaw,
    h.otherPossibilities,
    h.whatToDoNow,
    h.treatment,
    h.prevention,
    h.whenToCallExpert,
  ];
  return `${SYSTEM_PROMPT}

Language: the farmer reads ${t.englishName}. Write the whole answer in ${t.englishName}, in the plain words a farmer uses, not in English; keep scientific names in Latin and name active ingredients by their common names. Use these headings instead of the English ones, in the same order: ${headings.map((x) => `"${x}"`).join(', ')}; write "${t.organic}" and "${t.chemical}" for the two treatment parts. Under a possible verdict head the answer "${t.possibly(['<candidates>'])}", under an unsure one "${t.notSureHeading}". End with this line: ${t.disclaimer}`;
}

/** What the farmer's language calls the candidates, for the cloud model to use the same names. */
function localNames(ranking: Ranking, ctx: ReportContext): string[] {
  const named = ranking.ranked.filter((r) => ctx.translated(r.entry));
  if (named.length === 0) return [];
  const names = named.map((r) => `${r.entry.name} = ${ctx.entry(r.entry).name}`);
  return ['', `Names of these problems in ${ctx.t.englishName}: ${names.join('; ')}.`];
}

/** The chat-completions request body: the system prompt in the answer's language, the grounded text and the photo. */
export function buildChatBody(model: string, request: ChatRequest) {
  const ctx = request.context ?? ENGLISH;
  const userText = [
    buildUserText(request.text, request.ranking, request.verdict),
    ...(ctx.language === 'en' ? [] : localNames(request.ranking, ctx)),
  ].join('\n');
  const content: ContentPart[] = [{ type: 'text', text: userText }];
  if (request.photoJpeg) {
    content.push({
      type: 'image_url',
      image_url: { url: `data:image/jpeg;base64,${request.photoJpeg.toString('base64')}` },
    });
  }
  return {
    model,
    messages: [
      { role: 'system', content: systemPrompt(ctx.language) },
      { role: 'user', content },
    ],
    temperature: 0.2,
    max_tokens: 1200,
  };
}

function contentOf(json: unknown): string | undefined {
  const choices = (json as { choices?: unknown })?.choices;
  if (!Array.isArray(choices)) return undefined;
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  if (typeof content === 'string') return content;
  // some compatible servers answer with content parts
  if (Array.isArray(content)) {
    return content
      .map((p) => (typeof p === 'object' && p !== null && typeof p.text === 'string' ? p.text : ''))
      .join('');
  }
  return undefined;
}

/** A client for any OpenAI-compatible `POST {baseUrl}/chat/completions` endpoint. */
export function createOpenAiCompatibleClient(config: AiConfig, fetchImpl: typeof fetch = fetch): ChatClient {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model: config.model,
    async complete(request) {
      const signal = AbortSignal.timeout(config.timeoutMs);
      let json: unknown;
      try {
        const res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(buildChatBody(config.model, request)),
          signal,
        });
        if (!res.ok) {
          await res.body?.cancel().catch(() => {});
          throw new LlmError('http-error', `The AI endpoint answered HTTP ${res.status}`);
        }
        const raw = await res.text();
        try {
          json = JSON.parse(raw);
        } catch {
          throw new LlmError('invalid-response', 'The AI endpoint answered with malformed JSON');
        }
      } catch (err) {
        if (err instanceof LlmError) throw err;
        if (signal.aborted || (err as Error)?.name === 'TimeoutError' || (err as Error)?.name === 'AbortError') {
          throw new LlmError('timeout', `The AI endpoint did not answer within ${config.timeoutMs} ms`);
        }
        throw new LlmError('network-error', `The AI endpoint could not be reached: ${(err as Error)?.message ?? err}`);
      }
      const content = contentOf(json)?.trim();
      if (json === null || typeof json !== 'object' || !('choices' in json)) {
        throw new LlmError('invalid-response', 'The AI endpoint answered without choices');
      }
      if (!content) throw new LlmError('empty-response', 'The AI endpoint answered with empty content');
      return content;
    },
  };
}

/** The one-line note put on top of the offline answer when the cloud AI fails, in the answer's language. */
export function fallbackNote(reason: LlmFailure, language: Language = 'en'): string {
  const t = REPORT_TEXT[language];
  return reason === 'timeout' ? t.fallbackTimeout : t.fallbackError;
}
