import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next chat completion requests. */
export type FakeOpenAiBehaviour =
  | { kind: 'answer'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  /** A provider without structured output: 400 to `json_schema`, answers in `json_object` mode. */
  | { kind: 'noJsonSchema'; content: string }
  /** A structured-output refusal: no content, a `refusal` text. */
  | { kind: 'refuse'; refusal: string };

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
 * the content it is told to, an error status, a refusal, or never (to test timeouts).
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
      const body = requests.at(-1)?.body as { response_format?: { type?: string } } | null;
      const status =
        behaviour.kind === 'status'
          ? behaviour.status
          : behaviour.kind === 'noJsonSchema' && body?.response_format?.type === 'json_schema'
            ? 400
            : 200;
      if (status !== 200) {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'fake failure' } }));
        return;
      }
      const message =
        behaviour.kind === 'refuse'
          ? { role: 'assistant', content: null, refusal: behaviour.refusal }
          : { role: 'assistant', content: 'content' in behaviour ? behaviour.content : '' };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message,
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
