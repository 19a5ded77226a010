import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next chat completion requests. */
export type FakeOpenAiBehaviour =
  { kind: 'answer'; content: string } | { kind: 'status'; status: number } | { kind: 'hang' };

export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeOpenAiServer {
  baseUrl: string;
  /** Requests received, in order. */
  requests: FakeOpenAiRequest[];
  behave(behaviour: FakeOpenAiBehaviour): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * A local OpenAI-compatible API on a random port (`POST /v1/chat/completions`): answers with
 * the content it is told to, an error status, or never (to test timeouts).
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let behaviour: FakeOpenAiBehaviour = { kind: 'status', status: 500 };
  const requests: FakeOpenAiRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      requests.push({
        path: request.url ?? '/',
        authorization: request.headers.authorization,
        body: await readJson(request),
      });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'status') {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'fake failure' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: behaviour.content },
            },
          ],
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would keep the server open forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
