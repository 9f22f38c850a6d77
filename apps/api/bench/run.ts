/**
 * Load benchmark of the shop API: `npm run bench [-- options]`.
 *
 * Starts the API as a child process (bench/server.ts) on a database filled with generated
 * products, drives it with autocannon, samples its memory, and prints a table plus the web
 * bundle sizes. Results also go to bench-results/latest.json at the repository root.
 * Targets are reported, never enforced: the exit code is non-zero only when the server
 * failed to start or a scenario had errors (connection errors, timeouts, non-2xx answers).
 */
import { interruption, stopAll } from './api-process.js';
import { runCapacity } from './capacity.js';
import { runCatalog } from './catalog.js';
import { runFootprint } from './footprint.js';
import { runGeneral } from './general.js';
import { type Options, parseOptions, USAGE } from './options.js';
import { runUserScale } from './user-scale.js';

async function main(): Promise<number> {
  let options: Options | undefined;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  let code = 0;
  if (options.general) code = await runGeneral(options);
  if (options.catalog && !interruption.requested) code = Math.max(code, await runCatalog(options));
  if (options.capacity && !interruption.requested) code = Math.max(code, await runCapacity(options));
  if (options.userScale && !interruption.requested) code = Math.max(code, await runUserScale(options));
  if (options.memory && !interruption.requested) code = Math.max(code, await runFootprint(options));
  return code;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interruption.requested) return;
    interruption.requested = true;
    console.error(`\n${signal}: stopping the API and cleaning up ...`);
    void stopAll().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error('bench failed:', err);
    await stopAll();
    process.exit(1);
  });
