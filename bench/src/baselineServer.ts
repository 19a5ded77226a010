import Fastify from 'fastify';

export interface RunningBaseline {
  url: string;
  close(): Promise<void>;
}

/** The yardstick: a bare Fastify route answering a small JSON object, in this same process. */
export async function startBaselineServer(): Promise<RunningBaseline> {
  const app = Fastify({ logger: false });
  app.get('/baseline', () => ({ items: [], currentPage: 1, hasNextPage: false }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/baseline`, close: () => app.close() };
}
