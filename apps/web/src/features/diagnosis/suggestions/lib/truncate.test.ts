import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('cuts at the limit and adds "..." (docs/product/rules.md: suggestion cards 80)', () => {
    expect(truncate('a'.repeat(81), 80)).toBe(`${'a'.repeat(80)}...`);
    expect(truncate('a'.repeat(80), 80)).toBe('a'.repeat(80));
    expect(truncate(`${'a'.repeat(79)} bc`, 80)).toBe(`${'a'.repeat(79)}...`);
  });

  it('does not split a Hindi or Bangla letter from its vowel sign', () => {
    // 'कि' and 'কি' are two UTF-16 units each, one character on screen
    expect(truncate(`${'a'.repeat(79)}किताब`, 80)).toBe(`${'a'.repeat(79)}...`);
    expect(truncate(`${'a'.repeat(78)}কিছু`, 80)).toBe(`${'a'.repeat(78)}কি...`);
  });
});
