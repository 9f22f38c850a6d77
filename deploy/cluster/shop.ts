import { randomBytes } from 'node:crypto';
import { type Answer, Client } from './http.js';

/** The shop's calls as the web app makes them (docs/product/wire.md). */

export const ADDRESS = {
  address: '12 Canal Road, Village Rampur',
  city: 'Bogura',
  pincode: '5800',
  phone: '+880 1711 000000',
  notes: 'Call before delivery',
};

export interface Shopper {
  client: Client;
  email: string;
  password: string;
  userId: string;
  addressId: string;
}

export function expectStatus(res: Answer, status: number, what: string): Answer {
  if (res.status !== status)
    throw new Error(`${what}: ${res.status} from ${res.servedBy || '?'}: ${res.text.slice(0, 300)}`);
  return res;
}

export function newAccount(prefix: string) {
  const suffix = randomBytes(4).toString('hex');
  return {
    userName: `${prefix}-${suffix}`,
    email: `${prefix}-${suffix}@example.test`,
    password: `pass-${suffix}-word`,
  };
}

export async function register(client: Client, account: ReturnType<typeof newAccount>): Promise<Answer> {
  return expectStatus(await client.post('/api/auth/register', account), 201, 'register');
}

/** Signs in; answers the sign-in's answer and the user id. */
export async function login(client: Client, email: string, password: string) {
  const res = expectStatus(await client.post('/api/auth/login', { email, password }), 200, 'sign-in');
  return { res, userId: res.json<{ user: { id: string } }>().user.id };
}

/** A new account, signed in, with one address. */
export async function newShopper(baseUrl: string, prefix: string, forwardedFor?: string): Promise<Shopper> {
  const client = new Client(baseUrl, forwardedFor);
  const account = newAccount(prefix);
  await register(client, account);
  const { userId } = await login(client, account.email, account.password);
  const added = expectStatus(await client.post('/api/shop/address/add', { ...ADDRESS, userId }), 201, 'address');
  return {
    client,
    email: account.email,
    password: account.password,
    userId,
    addressId: added.json<{ data: { _id: string } }>().data._id,
  };
}

export interface ProductSummary {
  _id: string;
  title: string;
  totalStock: number;
}

/** Every product of the public listing (the demo data has a few dozen). */
export async function listProducts(client: Client): Promise<ProductSummary[]> {
  const res = expectStatus(await client.get('/api/shop/products/get?page=1&limit=100'), 200, 'product list');
  return res.json<{ data: ProductSummary[] }>().data;
}

export async function adminClient(baseUrl: string, admin: { email: string; password: string }): Promise<Client> {
  const client = new Client(baseUrl);
  await login(client, admin.email, admin.password);
  return client;
}

/** The demo provider's approval page, then its Pay now form, as a browser does; answers the return query. */
export async function approveDemoPayment(client: Client, approvalURL: string, record: (res: Answer) => void) {
  const page = await client.get(new URL(approvalURL).pathname);
  record(page);
  if (page.status !== 200) return undefined;
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(page.text)?.[1];
  if (!action || !xsrf) throw new Error('no Pay now form on the approval page');
  const paid = await client.post(action, `_xsrf=${encodeURIComponent(xsrf)}`, {
    xsrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  record(paid);
  if (paid.status !== 303) return undefined;
  const location = new URL(paid.headers.get('location') ?? '', client.baseUrl);
  return {
    paymentId: location.searchParams.get('paymentId') ?? '',
    payerId: location.searchParams.get('PayerID') ?? '',
  };
}
