import { describe, expect, it } from 'vitest';
import { addressFieldsSchema, passwordWeakness, registerBodySchema } from '../src/forms.js';

describe('the sign-up schema', () => {
  it('trims the name, trims and lower-cases the e-mail address, and keeps the password as typed', () => {
    expect(
      registerBodySchema.parse({ userName: ' Rahim ', email: ' Rahim@Example.COM ', password: ' secret12 ' }),
    ).toEqual({ userName: 'Rahim', email: 'rahim@example.com', password: ' secret12 ' });
  });

  it('names each field it refuses, with the words the API turns into messages', () => {
    const refused = registerBodySchema.safeParse({ userName: 'R', email: 'rahim@', password: 'short' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['userName', 'must be at least 2 characters'],
      ['email', 'must be a valid e-mail address'],
      ['password', 'must be at least 8 characters'],
    ]);
    expect(registerBodySchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(8) }).error?.issues[0]).toMatchObject({
      path: ['userName'],
      message: 'is required',
    });
  });
});

describe('passwordWeakness', () => {
  it('finds the e-mail address or its name part in the password, and one character repeated', () => {
    expect(passwordWeakness('rahim@example.com', 'Rahim@example.com')).toBe('hasEmail');
    expect(passwordWeakness('my-rahim-2024', 'rahim@example.com')).toBe('hasEmail');
    // a name part under 4 characters is too common a string to refuse
    expect(passwordWeakness('abc-long-pass', 'abc@example.com')).toBeUndefined();
    expect(passwordWeakness('aaaaaaaa', 'rahim@example.com')).toBe('repeated');
    expect(passwordWeakness('tomato-field-7', 'rahim@example.com')).toBeUndefined();
  });
});

describe('the address fields', () => {
  it('requires all but the notes, trimmed, and refuses a field past its length', () => {
    const refused = addressFieldsSchema.safeParse({
      address: '  ',
      city: 'Bogura',
      pincode: '5800',
      phone: 'x'.repeat(31),
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address', 'is required'],
      ['phone', 'must be at most 30 characters'],
    ]);
    expect(
      addressFieldsSchema.parse({
        address: ' Road 5 ',
        city: 'Bogura',
        pincode: '5800',
        phone: '017',
        notes: ' gate 2 ',
      }),
    ).toEqual({ address: 'Road 5', city: 'Bogura', pincode: '5800', phone: '017', notes: 'gate 2' });
  });
});
