import { describe, expect, it } from 'vitest';
import { productFactInputFields } from '../src/catalog.js';
import { LANGUAGES } from '../src/languages.js';
import { factsOf, NO_FACTS, PRODUCT_FACT_KEYS, PRODUCT_FACTS } from '../src/product-facts.js';

describe('the product facts', () => {
  it.each(PRODUCT_FACT_KEYS)(
    '%s: a camelCase name, a label in every language, bounds, and a unit Intl names',
    (key) => {
      const fact = PRODUCT_FACTS[key];
      expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      for (const language of LANGUAGES) {
        expect(fact.label[language].trim(), language).not.toBe('');
        // Intl refuses (RangeError) a unit it cannot name; a plain number has none
        if (fact.unit === null) continue;
        const text = new Intl.NumberFormat(language, { style: 'unit', unit: fact.unit, unitDisplay: 'long' }).format(2);
        expect(text, language).toMatch(/\S+\s*\S+/u);
      }
      expect(fact.min).toBeLessThan(fact.max);
    },
  );

  it.each(PRODUCT_FACT_KEYS)('%s: the admin body takes a number in bounds, as text too, and null to clear', (key) => {
    const fact = PRODUCT_FACTS[key];
    const field = productFactInputFields[key];
    expect(field.parse(fact.min)).toBe(fact.min);
    expect(field.parse(String(fact.max))).toBe(fact.max);
    // any amount where the fact is not whole
    if (!fact.whole) expect(field.parse(fact.min + 0.5)).toBe(fact.min + 0.5);
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeUndefined();
    for (const bad of [fact.min - 1, fact.max + 1, '', 'twelve', ...(fact.whole ? [fact.min + 0.5] : [])]) {
      expect(field.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('lists the facts a product states, in order, and none for a product with none', () => {
    expect(factsOf(NO_FACTS)).toEqual([]);
    const [first] = PRODUCT_FACT_KEYS;
    if (!first) throw new Error('no product fact');
    expect(factsOf({ ...NO_FACTS, [first]: 3 })).toEqual([{ key: first, fact: PRODUCT_FACTS[first], value: 3 }]);
  });
});
