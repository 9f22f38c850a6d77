import { LANGUAGES, type Language } from '@farmai/contracts';
import { SHARED_MESSAGES } from '@farmai/contracts/shared-messages';
import type { Formatter, Template } from '@farmai/server-kit';
import { formatterFor } from '@farmai/server-kit';
import { describe, expect, it } from 'vitest';
import { bn } from '../src/i18n/bn-data.js';
import { en } from '../src/i18n/en-data.js';
import { es } from '../src/i18n/es-data.js';
import { fr } from '../src/i18n/fr-data.js';
import { hi } from '../src/i18n/hi-data.js';
import { describeProblem, type MessageId, messages, problemMessage } from '../src/i18n/index.js';
import { renderDemoPaymentPage } from '../src/modules/payments/demo-page.js';

const catalogues: Record<Language, Record<string, Template<never>>> = { en, es, fr, bn, hi };

/**
 * Renders a template with stand-in parameters and says which of them show in the words: each
 * stand-in writes itself as ‹name› in text and counts as 7 in numbers, so a parameter is used when
 * its ‹name› is in the text or it went through the formatter (digits differ by language).
 */
function render(template: Template<never>, language: Language): { text: string; used: string[] } {
  const formatted = new Set<string>();
  const stand = new Map<unknown, string>();
  const params = new Proxy(
    {},
    {
      get(_target, key) {
        const name = String(key);
        const value = { valueOf: () => 7, toString: () => `‹${name}›` };
        stand.set(value, name);
        return value;
      },
    },
  );
  const base = formatterFor(language);
  const note = (value: unknown) => {
    const name = stand.get(value);
    if (name) formatted.add(name);
    return Number(value);
  };
  const format: Formatter = {
    language,
    number: (value) => base.number(note(value)),
    plural: (count, forms) => base.plural(note(count), forms),
    money: (cents, currency) => base.money(note(cents), currency),
  };
  const text =
    typeof template === 'string' ? template : (template as (p: unknown, f: Formatter) => string)(params, format);
  const used = [...new Set(stand.values())].filter((name) => formatted.has(name) || text.includes(`‹${name}›`));
  return { text, used: used.sort() };
}

/** The script each language is written in, which every one of its messages must use. */
const SCRIPT: Partial<Record<Language, RegExp>> = { bn: /[\u0980-\u09ff]/, hi: /[\u0900-\u097f]/ };
/** Messages made only of what the client sent (field names, values): no words of their own. */
const ONLY_PARAMETERS = new Set<MessageId>(['check.field']);

describe('the message catalogue', () => {
  it('has every message, with non-empty words, in every language', () => {
    const ids = Object.keys(en) as MessageId[];
    expect(ids.length).toBeGreaterThan(100);
    // the API's own messages, then those it shares with the web app
    expect(messages.ids).toEqual([...ids, ...Object.keys(SHARED_MESSAGES.en)]);
    for (const language of LANGUAGES) {
      const catalogue = catalogues[language];
      expect(Object.keys(catalogue).sort(), language).toEqual([...ids].sort());
      for (const id of ids) {
        const template = catalogue[id];
        expect(template, `${language} ${id}`).toBeDefined();
        const { text } = render(template as Template<never>, language);
        expect(text.trim(), `${language} ${id}`).not.toBe('');
        const script = SCRIPT[language];
        if (script && !ONLY_PARAMETERS.has(id)) expect(text, `${language} ${id}`).toMatch(script);
      }
    }
  });

  it('uses the parameters of the English message in every language', () => {
    let withParameters = 0;
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      const english = render(en[id], 'en').used;
      if (english.length > 0) withParameters += 1;
      for (const language of LANGUAGES) {
        const template = catalogues[language][id] as Template<never>;
        expect(render(template, language).used, `${language} ${id}`).toEqual(english);
      }
    }
    expect(withParameters).toBeGreaterThan(20);
  });

  it('keeps the English words the product description quotes', () => {
    expect(messages.text('en', 'product.added')).toBe('Product add successfully');
    expect(messages.text('en', 'cart.stockLimit', { n: 1 })).toBe('Only 1 quantity can be added for this item');
    expect(messages.text('en', 'cart.stockLimit', { n: 1000 })).toBe('Only 1000 quantity can be added for this item');
    expect(messages.text('en', 'address.max', { n: 3 })).toBe('You can add max 3 addresses');
    expect(messages.text('en', 'order.fewLeft', { n: 2, title: 'Urea #1' })).toBe(
      'Only 2 of "Urea #1" left in stock. Please lower the quantity.',
    );
    expect(messages.text('en', 'request.nul', { field: 'title' })).toBe(
      'title must not contain a NUL (\\u0000) character',
    );
    expect(messages.text('en', 'auth.tooManyFailures', { minutes: 15 })).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });

  it('writes numbers the way each language does, and keeps a title out of the plural forms', () => {
    expect(messages.text('bn', 'address.max', { n: 3 })).toBe('আপনি সর্বোচ্চ ৩টি ঠিকানা যোগ করতে পারবেন');
    expect(messages.text('hi', 'auth.tooManyFailures', { minutes: 15 })).toContain('१५ मिनट');
    expect(messages.text('es', 'order.fewLeft', { n: 1, title: 'Urea #1' })).toBe(
      'Solo queda 1 unidad de "Urea #1". Reduce la cantidad.',
    );
    expect(messages.text('fr', 'order.fewLeft', { n: 4, title: 'Urée #1' })).toBe(
      'Il ne reste que 4 unités de «\u00a0Urée #1\u00a0» en stock. Veuillez réduire la quantité.',
    );
    expect(messages.text('hi', 'order.fewLeft', { n: 1, title: 'यूरिया' })).toBe(
      '"यूरिया" की सिर्फ़ १ इकाई स्टॉक में बची है। कृपया मात्रा कम करें।',
    );
  });
});

describe('the words of schema checks', () => {
  // every problem the contracts word (packages/contracts/src), as the schema states it
  const contractProblems = [
    'is required',
    'must be a number',
    'must be a whole number',
    'must not be negative',
    'must not be blank',
    'is too large',
    'is too long',
    'must be a valid e-mail address',
    'must have at most two decimals',
    'must be 1 or more',
    'must be at most 100',
    'must be at least 1',
    'must be at most 200 characters',
    'must be at least 8 characters',
    'must be one of seed, farmtools',
    'unknown category rockets',
    'must be a number from 1 to 5',
    'must be a whole number from 1 to 5',
    'must be from 1 to 5',
  ];

  it('has a message for each problem the contracts word', () => {
    for (const problem of contractProblems) {
      expect(problemMessage({ field: 'x', problem, details: {} }).id, problem).not.toBe('check.invalid');
    }
  });

  it("words zod's own checks by their code", () => {
    const tooLong = { field: 'userId', problem: 'Too big: expected string to have <=100 characters', code: 'too_big' };
    expect(describeProblem({ ...tooLong, details: { origin: 'string', maximum: 100 } }, 'es')).toBe(
      'userId: debe tener como máximo 100 caracteres',
    );
    const missing = { field: 'email', problem: 'expected string, received undefined', code: 'invalid_type' };
    expect(describeProblem({ ...missing, details: { expected: 'string' } }, 'bn')).toBe('email: অবশ্যই দিতে হবে');
    const odd = { field: 'x', problem: 'Invalid input', code: 'custom', details: {} };
    expect(describeProblem(odd, 'fr')).toBe("x\u00a0: n'est pas valide");
  });
});

describe('the demo payment page', () => {
  const payment = {
    id: 'DEMO-1',
    orderId: 'order-1',
    amountCents: 125050,
    status: 'created',
    payerId: '',
    captureId: '',
    refundId: '',
    lines: [{ title: 'Tractor <hire>', quantity: 1, unitCents: 125050 }],
  } as unknown as Parameters<typeof renderDemoPaymentPage>[0]['payment'];
  const page = (language: Language, currency: string) =>
    renderDemoPaymentPage({
      payment,
      approveAction: '/api/payments/demo/DEMO-1/approve',
      cancelUrl: 'http://shop.test/shop/checkout',
      xsrfToken: 'token',
      language,
      currency,
    });

  it('writes money in the shop currency, the way the language writes it', () => {
    expect(page('en', 'USD')).toContain('$1,250.50');
    expect(page('fr', 'EUR')).toContain('1\u202f250,50\u00a0€');
    expect(page('hi', 'INR')).toContain('₹१,२५०.५०');
    expect(page('bn', 'BDT')).toContain('১,২৫০.৫০৳');
    expect(page('en', 'USD')).toContain('Tractor &lt;hire&gt;');
  });
});
