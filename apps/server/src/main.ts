import { buildGame, seedFromString, STARTER_PROMPTS } from '@promptplay/generator';
import { loadConfig } from './config.js';
import { createPromptplayServer } from './server.js';

/** Start-up: config → database → migrations → starter catalogue → listen. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await createPromptplayServer({
    config,
    starterCatalogue: { prompts: STARTER_PROMPTS, buildGame, seedFromString },
  });

  let isClosing = false;
  const shutDown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    server.app.log.info({ signal }, 'shutting down');
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutDown('SIGINT'));
  process.once('SIGTERM', () => shutDown('SIGTERM'));

  const address = await server.app.listen({ port: config.port, host: config.host });
  console.log(`Promptplay is running at http://localhost:${new URL(address).port}`);
}

main().catch((error: unknown) => {
  console.error('Promptplay failed to start:', error);
  process.exit(1);
});
