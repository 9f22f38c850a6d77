import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, Client, formOf } from './http.js';
import type { Report } from './report.js';
import { adminClient, expectStatus, listProducts, login, newAccount, register } from './shop.js';
import { ADMIN, type Cluster, RATE_LIMIT_PER_MINUTE } from './topology.js';

/** Checks 1–3: sessions, catalog changes and rate limits shared by the replicas. */

const SYMPTOMS = 'Rice leaves have brown spots with yellow halo and the tips are drying';

/** Repeats `request` until another replica than `other` answers it (HAProxy alternates them). */
async function answeredByOtherThan(other: string, request: () => Promise<Answer>): Promise<Answer> {
  let res = await request();
  for (let i = 0; i < 5 && res.servedBy === other; i++) res = await request();
  return res;
}

/** (1) Signed in on one replica, the next authenticated request answered and accepted by the other. */
export async function checkSessions(cluster: Cluster, report: Report): Promise<void> {
  await report.run('1 session shared: sign-in on one API replica, next request on the other', async () => {
    const client = new Client(cluster.publicUrl);
    const account = newAccount('session');
    await register(client, account);
    const { res: signIn } = await login(client, account.email, account.password);
    const next = await answeredByOtherThan(signIn.servedBy, () => client.get('/api/auth/check-auth'));
    const accepted = next.status === 200 && next.json<{ success?: boolean }>().success === true;
    return {
      passed: accepted && next.servedBy !== signIn.servedBy && next.servedBy !== '',
      figure: `sign-in by ${signIn.servedBy}, check-auth by ${next.servedBy} → ${next.status}`,
    };
  });
}

/** (2) A product edit made through one replica, read from the other replica on its own port. */
export async function checkCatalogChange(cluster: Cluster, report: Report): Promise<void> {
  await report.run('2 admin product edit seen on the other API replica (asked directly)', async () => {
    const admin = await adminClient(cluster.publicUrl, ADMIN);
    const [product] = await listProducts(admin);
    if (!product) throw new Error('the demo data has no products');
    const path = `/api/shop/products/get/${product._id}`;
    // each replica reads the product first, so the edit has to reach the copy it holds
    for (const replica of cluster.api) await new Client(cluster.directUrl(replica)).get(path);
    const title = `${product.title} (edited ${Date.now()})`;
    const edit = expectStatus(
      await admin.put(`/api/admin/products/edit/${product._id}`, { title }),
      200,
      'product edit',
    );
    const editedAt = performance.now();
    const otherReplica = cluster.api.find((c) => c.name !== edit.servedBy);
    if (!otherReplica) throw new Error(`the edit was answered by ${edit.servedBy || 'no known replica'}`);
    const other = new Client(cluster.directUrl(otherReplica));
    while (performance.now() - editedAt < 5_000) {
      const res = await other.get(path);
      if (res.status === 200 && res.json<{ data: { title: string } }>().data.title === title) {
        const ms = performance.now() - editedAt;
        return {
          passed: ms <= 1_000,
          figure: `edit on ${edit.servedBy}, seen on ${otherReplica.name} after ${ms.toFixed(0)} ms (≤ 1000)`,
        };
      }
      await sleep(10);
    }
    return { passed: false, figure: `edit on ${edit.servedBy}, not seen on ${otherReplica.name} within 5 s` };
  });
}

function diagnosisForm(text = SYMPTOMS, photo?: Buffer) {
  return formOf(
    { userInputText: text },
    photo ? { field: 'image', name: 'leaf.jpg', type: 'image/jpeg', data: photo } : undefined,
  );
}

export function diagnose(client: Client, photo?: Buffer, text?: string): Promise<Answer> {
  return client.request('POST', '/api/images/analyze', { form: diagnosisForm(text, photo), timeoutMs: 30_000 });
}

/** (3a) The diagnosis per-address limit counted across both diagnosis replicas. */
export async function checkDiagnosisLimit(cluster: Cluster, report: Report): Promise<void> {
  await report.run('3a diagnosis per-IP limit shared by both diagnosis replicas', async () => {
    const client = new Client(cluster.publicUrl, '203.0.113.61');
    const answers: Answer[] = [];
    for (let i = 0; i <= RATE_LIMIT_PER_MINUTE; i++) answers.push(await diagnose(client));
    const within = answers.slice(0, RATE_LIMIT_PER_MINUTE);
    const last = answers[RATE_LIMIT_PER_MINUTE] as Answer;
    const replicas = new Set(within.map((a) => a.servedBy));
    const passed = within.every((a) => a.status === 201) && replicas.size === 2 && last.status === 429;
    return {
      passed,
      figure: `limit ${RATE_LIMIT_PER_MINUTE}/min: ${within.map((a) => `${a.servedBy}:${a.status}`).join(' ')}; request ${RATE_LIMIT_PER_MINUTE + 1} → ${last.status} from ${last.servedBy}`,
    };
  });
}

/** (3b) Failed sign-ins counted across both API replicas: the limit holds whichever replica answers. */
export async function checkSignInLimit(cluster: Cluster, report: Report): Promise<void> {
  await report.run('3b failed sign-ins counted across both API replicas', async () => {
    const client = new Client(cluster.publicUrl, '198.51.100.23');
    const account = newAccount('guesser');
    await register(client, account);
    const answers: Answer[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push(await client.post('/api/auth/login', { email: account.email, password: `wrong-${i}-password` }));
    }
    const failures = answers.slice(0, 10);
    const limited = answers[10] as Answer;
    // the right password does not open the account again while the limit holds
    const right = await client.post('/api/auth/login', { email: account.email, password: account.password });
    const replicas = new Set(failures.map((a) => a.servedBy));
    const passed =
      failures.every((a) => a.status >= 400 && a.status < 500 && a.status !== 429) &&
      replicas.size === 2 &&
      limited.status === 429 &&
      right.status === 429;
    return {
      passed,
      figure: `10 wrong passwords (${[...replicas].join(' + ')}: ${[...new Set(failures.map((a) => a.status))].join('/')}), 11th → ${limited.status} from ${limited.servedBy}, right password → ${right.status} from ${right.servedBy}`,
    };
  });
}
