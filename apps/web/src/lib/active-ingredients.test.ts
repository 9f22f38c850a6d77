import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVE_INGREDIENT_NAMES } from '@farmai/contracts';
import { describe, expect, it } from 'vitest';

describe('active ingredient names', () => {
  it('has an English name for exactly the ids the contracts know, the same as theirs', () => {
    const english = JSON.parse(
      readFileSync(join(import.meta.dirname, '../locales/en/active-ingredients.json'), 'utf8'),
    ) as Record<string, string>;
    expect(english).toEqual(ACTIVE_INGREDIENT_NAMES);
  });
});
