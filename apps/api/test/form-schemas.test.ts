import {
  emailChangeBodySchema,
  type FormSchema,
  loginBodySchema,
  passwordChangeBodySchema,
  profileUpdateBodySchema,
  resetPasswordBodySchema,
  reviewFieldsSchema,
} from '@farmai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Client, signIn, type TestContext } from './helper.js';

/*
 * The farmer's forms check their values with the contract's schemas (packages/contracts/src/forms.ts)
 * before sending; the API checks each request against the same ones. A value the form's schema
 * refuses is refused here too, with the API's own words (a failed check names its field).
 */

let ctx: TestContext;
let client: Client;
let userId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const session = await signIn(ctx);
  client = session.client;
  userId = session.user.id;
});
afterAll(async () => ctx?.close());

interface Refusal {
  form: string;
  schema: FormSchema;
  method: 'POST' | 'PUT';
  url: () => string;
  body: Record<string, unknown>;
  message: string;
  /** The same refusal in Spanish. */
  es: string;
}

const refusals: Refusal[] = [
  {
    form: 'sign-in',
    schema: loginBodySchema,
    method: 'POST',
    url: () => '/api/auth/login',
    body: { email: 'rahim@example', password: '' },
    message: 'email must be a valid e-mail address; password is required',
    es: 'email: debe ser una dirección de correo electrónico válida; password: es obligatorio',
  },
  {
    form: 'profile name',
    schema: profileUpdateBodySchema,
    method: 'PUT',
    url: () => `/api/shop/profile/${userId}`,
    body: { userName: ' R ' },
    message: 'userName must be at least 2 characters',
    es: 'userName: debe tener al menos 2 caracteres',
  },
  {
    form: 'e-mail change',
    schema: emailChangeBodySchema,
    method: 'POST',
    url: () => `/api/shop/profile/${userId}/email`,
    body: { email: 'rahim@farm', currentPassword: '' },
    message: 'email must be a valid e-mail address; currentPassword is required',
    es: 'email: debe ser una dirección de correo electrónico válida; currentPassword: es obligatorio',
  },
  {
    form: 'password change',
    schema: passwordChangeBodySchema,
    method: 'PUT',
    url: () => `/api/shop/profile/${userId}/password`,
    body: { currentPassword: 'secret-123', password: 'x'.repeat(201) },
    message: 'password must be at most 200 characters',
    es: 'password: debe tener como máximo 200 caracteres',
  },
  {
    form: 'password reset',
    schema: resetPasswordBodySchema,
    method: 'POST',
    url: () => '/api/auth/reset-password',
    body: { token: 't'.repeat(40), password: 'paddy-7' },
    message: 'password must be at least 8 characters',
    es: 'password: debe tener al menos 8 caracteres',
  },
  {
    form: 'review',
    schema: reviewFieldsSchema,
    method: 'POST',
    url: () => '/api/shop/review/add',
    body: { productId: 'p1', reviewMessage: 'x'.repeat(2001), reviewValue: 0 },
    message: 'reviewMessage must be at most 2000 characters; reviewValue must be from 1 to 5',
    es: 'reviewMessage: debe tener como máximo 2000 caracteres; reviewValue: debe estar entre 1 y 5',
  },
];

describe('a value the form’s contract schema refuses', () => {
  it.each(refusals)('is refused by the API too: $form', async ({ schema, method, url, body, message, es }) => {
    expect(schema.safeParse(body).success).toBe(false);
    for (const [language, words] of [
      ['en', message],
      ['es', es],
    ]) {
      const res = await client.request({ method, url: url(), payload: body, headers: { 'accept-language': language } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ success: false, message: words, code: 'validation' });
    }
  });
});
