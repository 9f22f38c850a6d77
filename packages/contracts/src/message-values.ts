/** An ICU message as Lingui compiles it: words, and `[name, type?, choices?]` for each value. */
export type CompiledMessage = string | (string | readonly [name: unknown, type?: unknown, choices?: unknown])[];

/**
 * The values a compiled message uses (`{n}`, `{n, plural, …}`), nested ones included: what the
 * catalogue tests compare between languages.
 */
export function messageValues(message: CompiledMessage, found = new Set<string>()): Set<string> {
  if (typeof message === 'string') return found;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , choices] = token;
    if (typeof name === 'string') found.add(name);
    if (choices && typeof choices === 'object') {
      for (const choice of Object.values(choices)) if (Array.isArray(choice)) messageValues(choice, found);
    }
  }
  return found;
}
