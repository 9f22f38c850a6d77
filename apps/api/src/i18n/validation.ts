import type { Language } from '@farmai/contracts';
import type { LocalizedMessage, ValidationProblem } from '@farmai/server-kit';
import { apiMessage, apiText } from './catalogue.js';

/** The contracts' fixed problem words (packages/contracts/src), each with its message. */
const FIXED: Record<string, LocalizedMessage> = {
  'is required': apiMessage('check.required'),
  'is invalid': apiMessage('check.invalid'),
  'must be a number': apiMessage('check.number'),
  'must be a whole number': apiMessage('check.wholeNumber'),
  'must not be negative': apiMessage('check.notNegative'),
  'must not be blank': apiMessage('check.notBlank'),
  'is too large': apiMessage('check.tooLarge'),
  'is too long': apiMessage('check.tooLong'),
  'must be a valid e-mail address': apiMessage('check.email'),
  'must have at most two decimals': apiMessage('check.twoDecimals'),
  'must be a known active ingredient id': apiMessage('activeIngredients.unknown'),
};

type Reader = [RegExp, (match: RegExpMatchArray) => LocalizedMessage];

const int = (text: string | undefined) => Number(text);

/** The contracts' problem words that carry a number or a list. */
const PATTERNS: Reader[] = [
  [/^must be (\d+) or more$/, (m) => apiMessage('check.orMore', { n: int(m[1]) })],
  [/^must be at most (\d+)$/, (m) => apiMessage('check.atMost', { n: int(m[1]) })],
  [/^must be at least (\d+)$/, (m) => apiMessage('check.atLeast', { n: int(m[1]) })],
  [/^must be at most (\d+) characters$/, (m) => apiMessage('check.atMostChars', { n: int(m[1]) })],
  [/^must be at least (\d+) characters$/, (m) => apiMessage('check.atLeastChars', { n: int(m[1]) })],
  [
    /^must be a number from (\d+) to (\d+)$/,
    (m) => apiMessage('check.numberRange', { min: int(m[1]), max: int(m[2]) }),
  ],
  [
    /^must be a whole number from (\d+) to (\d+)$/,
    (m) => apiMessage('check.wholeNumberRange', { min: int(m[1]), max: int(m[2]) }),
  ],
  [/^must be from (\d+) to (\d+)$/, (m) => apiMessage('check.range', { min: int(m[1]), max: int(m[2]) })],
  [
    /^must name from (\d+) to (\d+) active ingredients$/,
    (m) => apiMessage('activeIngredients.count', { min: int(m[1]), max: int(m[2]) }),
  ],
  [/^must be one of (.+)$/, (m) => apiMessage('check.oneOf', { options: m[1] ?? '' })],
  [/^unknown (\w+) (.+)$/, (m) => apiMessage('check.unknownValue', { name: m[1] ?? '', values: m[2] ?? '' })],
];

const SIZE_ORIGINS = { string: 'Chars', array: 'Items', set: 'Items' } as const;

/** zod's own words (a check the contracts do not word), by the issue's code and details. */
function fromZodIssue({ code, details, problem }: ValidationProblem): LocalizedMessage {
  const origin = String(details.origin ?? '');
  const unit = SIZE_ORIGINS[origin as keyof typeof SIZE_ORIGINS];
  if (code === 'too_big' && typeof details.maximum === 'number') {
    const n = details.maximum;
    if (unit) return apiMessage(unit === 'Chars' ? 'check.atMostChars' : 'check.atMostItems', { n });
    return origin === 'number' || origin === 'int' ? apiMessage('check.atMost', { n }) : apiMessage('check.tooLarge');
  }
  if (code === 'too_small' && typeof details.minimum === 'number') {
    const n = details.minimum;
    if (unit) return apiMessage(unit === 'Chars' ? 'check.atLeastChars' : 'check.atLeastItems', { n });
    return apiMessage('check.atLeast', { n });
  }
  if (code === 'invalid_type') {
    return apiMessage(problem.endsWith('received undefined') ? 'check.required' : 'check.wrongType');
  }
  if (code === 'invalid_value' && Array.isArray(details.values)) {
    return apiMessage('check.oneOf', { options: details.values.map(String).join(', ') });
  }
  if (code === 'unrecognized_keys' && Array.isArray(details.keys)) {
    return apiMessage('check.unknownKeys', { keys: details.keys.map(String).join(', ') });
  }
  return apiMessage('check.invalid');
}

/** The message for a failed check's English problem words. */
export function problemMessage(problem: ValidationProblem): LocalizedMessage {
  const fixed = FIXED[problem.problem];
  if (fixed) return fixed;
  for (const [pattern, read] of PATTERNS) {
    const match = problem.problem.match(pattern);
    if (match) return read(match);
  }
  return fromZodIssue(problem);
}

/**
 * A failed schema check in a language other than English ("{field}: {problem}" in its words);
 * the shared error handler writes English itself, as the schemas word it.
 */
export function describeProblem(problem: ValidationProblem, language: Language): string {
  const field = problem.field === 'request' ? apiText(language, 'check.request') : problem.field;
  return apiText(language, 'check.field', { field, problem: problemMessage(problem).render(language) });
}
