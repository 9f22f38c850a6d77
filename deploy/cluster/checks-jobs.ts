import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { diagnose } from './checks.js';
import { Client, formOf } from './http.js';
import type { Report } from './report.js';
import type { Services } from './services.js';
import { adminClient, expectStatus, newAccount, register } from './shop.js';
import { ADMIN, type Cluster, PAYMENT_SETTLE_INTERVAL_MS } from './topology.js';

/** Checks 4–5: background jobs run once across the replicas; uploads are served whichever replica took them. */

/** A small leaf-green JPEG with some texture, as a phone would send (a few kB). */
export async function samplePhoto(size = 160): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i++) {
    const spot = (i % 37) * ((i / size) % 23) < 40;
    pixels[i * 3] = spot ? 150 : 40 + (i % 17);
    pixels[i * 3 + 1] = spot ? 110 : 140 + (i % 29);
    pixels[i * 3 + 2] = spot ? 40 : 50;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** (4a) A registration's welcome mail is sent once, not once per replica. */
export async function checkWelcomeMailOnce(cluster: Cluster, services: Services, report: Report): Promise<void> {
  await report.run('4a welcome mail received exactly once', async () => {
    const client = new Client(cluster.publicUrl);
    const account = newAccount('welcome');
    const registered = await register(client, account);
    const started = performance.now();
    while (services.smtp.count(account.email) === 0 && performance.now() - started < 15_000) await sleep(50);
    const firstMs = performance.now() - started;
    // several polling rounds of both replicas more: a second copy would have come by then
    await sleep(3_000);
    const count = services.smtp.count(account.email);
    return {
      passed: count === 1,
      figure: `registered on ${registered.servedBy}; ${count} mail(s), the first after ${firstMs.toFixed(0)} ms`,
    };
  });
}

/** (4b) The periodic payment-settle job: at most one run per interval slot, whichever replicas ask. */
export async function checkSettleRunsOnce(services: Services, report: Report): Promise<void> {
  await report.run('4b payment-settle job: at most one run per slot', async () => {
    const { rows } = await services.db.query<{ slot: Date | null; runs: string; completed: string }>(
      `select singleton_on as slot, count(*) as runs, count(*) filter (where state = 'completed') as completed
         from (select singleton_on, state::text from pgboss.job where name = 'payments.settle'
               union all
               select singleton_on, state::text from pgboss.archive where name = 'payments.settle') runs
        group by singleton_on`,
    );
    const slots = rows.length;
    const doubled = rows.filter((r) => Number(r.runs) > 1 || r.slot === null);
    const completed = rows.reduce((n, r) => n + Number(r.completed), 0);
    return {
      passed: doubled.length === 0 && completed >= 3,
      figure: `${slots} slots of ${PAYMENT_SETTLE_INTERVAL_MS / 1000} s, ${completed} runs completed, ${doubled.length} slots with more than one run`,
    };
  });
}

/** (5a) An admin image upload through one replica, readable at the URL it answered. */
export async function checkAdminUpload(cluster: Cluster, report: Report): Promise<void> {
  await report.run('5a admin image upload readable at its URL', async () => {
    const admin = await adminClient(cluster.publicUrl, ADMIN);
    const form = formOf({}, { field: 'my_file', name: 'field.jpg', type: 'image/jpeg', data: await samplePhoto() });
    const res = expectStatus(
      await admin.request('POST', '/api/admin/products/upload-image', { form }),
      200,
      'image upload',
    );
    const url = res.json<{ result: { url: string } }>().result.url;
    const served = await fetch(url);
    const type = served.headers.get('content-type');
    const bytes = (await served.arrayBuffer()).byteLength;
    return {
      passed: served.status === 200 && type === 'image/webp' && bytes > 0,
      figure: `uploaded via ${res.servedBy} → ${served.status} ${type}, ${bytes} B at ${url}`,
    };
  });
}

/** (5b) A diagnosis photo's stored picture, served by each diagnosis replica asked directly. */
export async function checkDiagnosisPicture(cluster: Cluster, report: Report): Promise<void> {
  await report.run('5b diagnosis photo served by both diagnosis replicas', async () => {
    const client = new Client(cluster.publicUrl, '203.0.113.62');
    const res = expectStatus(await diagnose(client, await samplePhoto()), 201, 'photo diagnosis');
    const imageUrl = res.json<{ data: { uploadedImageUrl?: string } }>().data.uploadedImageUrl ?? '';
    const { pathname } = new URL(imageUrl, cluster.publicUrl);
    if (!pathname.startsWith('/uploads/diagnosis/')) throw new Error(`the picture is at ${imageUrl}`);
    const answers = await Promise.all(
      cluster.diagnosis.map(async (replica) => {
        const served = await fetch(`${cluster.directUrl(replica)}${pathname}`);
        await served.arrayBuffer();
        return { name: replica.name, status: served.status, type: served.headers.get('content-type') ?? '' };
      }),
    );
    return {
      passed: answers.every((a) => a.status === 200 && a.type.startsWith('image/')),
      figure: `stored via ${res.servedBy}; ${answers.map((a) => `${a.name} ${a.status} ${a.type}`).join(', ')}`,
    };
  });
}
