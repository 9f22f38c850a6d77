import { describe, expect, it } from 'vitest';
import {
  addressFieldsSchema,
  emailChangeBodySchema,
  fieldIssues,
  loginBodySchema,
  passwordChangeBodySchema,
  passwordWeakness,
  profileUpdateBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  reviewFieldsSchema,
} from '../src/forms.js';
import { reviewBodySchema } from '../src/reviews.js';

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

/** Each refused field with the words the API turns into its message. */
const refusals = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the sign-in schema', () => {
  it('takes the e-mail address as sign-up does, and any password up to the longest a new one may be', () => {
    expect(loginBodySchema.parse({ email: ' Rahim@Example.com ', password: ' x ' })).toEqual({
      email: 'rahim@example.com',
      password: ' x ',
    });
    expect(refusals(loginBodySchema.safeParse({ email: 'rahim@example', password: '' }))).toEqual([
      ['email', 'must be a valid e-mail address'],
      ['password', 'is required'],
    ]);
    expect(fieldIssues(loginBodySchema, { email: 'rahim@example.com', password: 'x'.repeat(201) })).toEqual({
      password: 'too_big',
    });
  });
});

describe('the profile schemas', () => {
  it('rename with a trimmed name of 2 to 50 characters, and need a name or a language', () => {
    expect(profileUpdateBodySchema.parse({ userName: ' Rahim Uddin ' })).toEqual({ userName: 'Rahim Uddin' });
    expect(refusals(profileUpdateBodySchema.safeParse({ userName: ' R ' }))).toEqual([
      ['userName', 'must be at least 2 characters'],
    ]);
    expect(refusals(profileUpdateBodySchema.safeParse({}))).toEqual([['', 'needs userName or language']]);
    expect(profileUpdateBodySchema.safeParse({ language: 'bn' }).success).toBe(true);
  });

  it('change the e-mail address or the password only with the current password', () => {
    expect(refusals(emailChangeBodySchema.safeParse({ email: 'rahim@farm', currentPassword: '' }))).toEqual([
      ['email', 'must be a valid e-mail address'],
      ['currentPassword', 'is required'],
    ]);
    expect(
      refusals(passwordChangeBodySchema.safeParse({ currentPassword: 'secret-123', password: 'paddy-7' })),
    ).toEqual([['password', 'must be at least 8 characters']]);
  });

  it('reset a password with a mailed token and a new password', () => {
    expect(refusals(resetPasswordBodySchema.safeParse({ token: 'short', password: 'x'.repeat(201) }))).toEqual([
      ['token', 'is invalid'],
      ['password', 'must be at most 200 characters'],
    ]);
  });
});

describe('the review schemas', () => {
  it('take trimmed words up to their length and a whole number of stars from 1 to 5', () => {
    expect(reviewFieldsSchema.parse({ reviewMessage: ' Good seed. ', reviewValue: 4 })).toEqual({
      reviewMessage: 'Good seed.',
      reviewValue: 4,
    });
    expect(refusals(reviewFieldsSchema.safeParse({ reviewMessage: '   ', reviewValue: 0 }))).toEqual([
      ['reviewMessage', 'must not be blank'],
      ['reviewValue', 'must be from 1 to 5'],
    ]);
    expect(refusals(reviewFieldsSchema.safeParse({ reviewMessage: 'x'.repeat(2001), reviewValue: 2.5 }))).toEqual([
      ['reviewMessage', 'must be at most 2000 characters'],
      ['reviewValue', 'must be a whole number from 1 to 5'],
    ]);
  });

  it('make the API’s body, which also reads the stars from their decimal text', () => {
    const body = { productId: 'p1', reviewMessage: ' Good seed. ' };
    expect(reviewBodySchema.parse({ ...body, reviewValue: '4' })).toEqual({
      ...body,
      reviewMessage: 'Good seed.',
      reviewValue: 4,
    });
    for (const reviewValue of [0, 6, 2.5, '7', 'four', true]) {
      const form = reviewFieldsSchema.safeParse({ ...body, reviewValue: Number(reviewValue) });
      const api = reviewBodySchema.safeParse({ ...body, reviewValue });
      expect(api.success, String(reviewValue)).toBe(false);
      if (typeof reviewValue === 'number') expect(refusals(api)).toEqual(refusals(form));
    }
  });
});
