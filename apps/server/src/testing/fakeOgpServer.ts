import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signOgpRequest } from '../modules/ogp/ogpClient.js';

export interface FakeOgpServer {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** Requests that passed the signature check, in order. */
  accepted: { method: string; path: string; body: unknown }[];
  /** Requests refused for a bad key or signature. */
  refused: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A local OGP API on a random port that checks every request's HMAC signature. */
export async function startFakeOgpServer(): Promise<FakeOgpServer> {
  const apiKey = 'fake-api-key';
  const secretKey = 'fake-secret-key';
  let counter = 0;
  const state: Pick<FakeOgpServer, 'accepted' | 'refused'> = { accepted: [], refused: 0 };
  const server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      const timestamp = Number(request.headers['x-ogp-timestamp']);
      const expected = Buffer.from(signOgpRequest(secretKey, method, path, timestamp));
      const given = Buffer.from(String(request.headers['x-ogp-signature'] ?? ''));
      const signed = expected.length === given.length && timingSafeEqual(expected, given);
      if (request.headers['x-ogp-api-key'] !== apiKey || !signed) {
        state.refused += 1;
        response.writeHead(401).end();
        return;
      }
      state.accepted.push({ method, path, body: await readBody(request) });
      if (method === 'POST' && path === '/v1/games') {
        counter += 1;
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: `ogp-${counter}`, publicKey: `pk-${counter}` }));
        return;
      }
      response.writeHead(method === 'PUT' ? 204 : 404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    secretKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
