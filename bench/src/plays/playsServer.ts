// Child process of the plays bench: the real server on the bench's database, with a clock the
// parent moves over IPC (sessions "last" 11 s without waiting 11 s), in a process the parent
// can kill -9 mid-storm. Argv: databaseUrl, dataDir, start instant (ms).
import { buildGame, seedFromString, STARTER_PROMPTS } from '@promptplay/generator';
import { createPromptplayServer, loadConfig } from '@promptplay/server';
import { z } from 'zod';
import { parentMessageSchema, type ChildMessage } from './playsServerMessages.js';

const [databaseUrl, dataDir, startMs] = z
  .tuple([z.string().min(1), z.string().min(1), z.coerce.number().int()])
  .parse(process.argv.slice(2));

let nowMs = startMs;
const send = (message: ChildMessage) => process.send?.(message);

const server = await createPromptplayServer({
  config: loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    PORT: '0',
    DRAFT_WORKER_SLOTS: '0',
    // The bench drives thousands of calls from one address: the abuse limits would refuse them.
    RATE_LIMITS: 'off',
  }),
  // One starter game: this bench measures plays, not the catalogue.
  starterCatalogue: { prompts: STARTER_PROMPTS.slice(0, 1), buildGame, seedFromString },
  clock: { now: () => new Date(nowMs) },
});
process.on('message', (raw) => {
  const message = parentMessageSchema.parse(raw);
  nowMs += message.advanceMs;
  send({ kind: 'advanced', nowMs });
});
process.on('disconnect', () => {
  void server.close().finally(() => process.exit(0));
});
send({ kind: 'listening', origin: await server.app.listen({ port: 0, host: '127.0.0.1' }) });
