import { KNOWLEDGE_BASE } from '@farmai/diagnosis-engine/knowledge/entries/index';
import { createDrain, listenUntilStopped, loggerOptions, runMain } from '@farmai/server-kit';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

async function main() {
  const config = loadConfig();
  const drain = createDrain();
  const app = await buildApp({
    config,
    drain,
    knowledgeBase: KNOWLEDGE_BASE,
    logger: loggerOptions(config.logLevel),
  });

  const address = await listenUntilStopped(app, {
    port: config.port,
    host: config.host,
    drainMs: config.shutdownDrainMs,
    drain,
  });
  console.log(
    [
      `FarmAI diagnosis is listening on ${address} (pictures at ${config.diagnosisPublicUrl}/uploads/diagnosis/)`,
      `  engine: ${config.ai ? `offline + cloud AI (${config.ai.model})` : 'offline'}, knowledge base: ${KNOWLEDGE_BASE.length} entries, storage: ${config.storage.driver}`,
      `  CORS origin: ${config.webOrigins.join(', ')}`,
    ].join('\n'),
  );
}

runMain('FarmAI diagnosis', main);
