import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyOgpRequest } from '../modules/ogp/ogpSignature.js';

export interface FakeOgpRequest {
  method: string;
  path: string;
  /** JSON bodies parsed; form posts as an object of their fields. */
  body: unknown;
}

export interface FakeOgpServer {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** Requests that passed the signature check, in order. */
  accepted: FakeOgpRequest[];
  /** Requests refused for a bad key, stale timestamp or wrong signature. */
  refused: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://fake.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    }).formData();
    return Object.fromEntries(
      [...form.entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : value.name,
      ]),
    );
  }
  const text = raw.toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * A local OGP (Play.fun) API on a random port, under `/v1`, that checks every request's
 * signature exactly as the API documents it (ogpSignature.ts) and answers like it:
 * `POST /games` registers, `POST /games/update/:id` updates, `POST /play/dev/batch-save-points`
 * saves points. `now` is the API's clock (the app's test clock in tests).
 */
export async function startFakeOgpServer(now: () => number = Date.now): Promise<FakeOgpServer> {
  const credentials = { apiKey: 'fake-api-key', secretKey: 'fake-secret-key' };
  let counter = 0;
  const state: Pick<FakeOgpServer, 'accepted' | 'refused'> = { accepted: [], refused: 0 };
  const server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      const isSigned = verifyOgpRequest(
        credentials,
        {
          method,
          path,
          authorization: request.headers.authorization,
          provider: request.headers['x-auth-provider'],
        },
        now(),
      );
      if (!isSigned) {
        state.refused += 1;
        response.writeHead(401).end();
        return;
      }
      const body = await readBody(request);
      state.accepted.push({ method, path, body });
      const json = (status: number, answer: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer));
      if (method === 'POST' && path === '/v1/games') {
        counter += 1;
        json(201, { data: { id: `ogp-${counter}`, gameApiKey: `pk-${counter}` } });
      } else if (method === 'POST' && path.startsWith('/v1/games/update/')) {
        json(200, { data: { id: path.slice('/v1/games/update/'.length) } });
      } else if (method === 'POST' && path === '/v1/play/dev/batch-save-points') {
        json(200, { data: { saved: true } });
      } else {
        response.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    ...credentials,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
