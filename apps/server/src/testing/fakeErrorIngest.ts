import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One error event as the reporter sent it (the fields tests look at). */
export interface IngestedEvent {
  /** The first exception's message (`exception.values[0].value`), or the event's message. */
  message: string;
  tags: Record<string, string>;
  environment: string | undefined;
  release: string | undefined;
  platform: string | undefined;
}

export interface FakeErrorIngest {
  /** A DSN pointing at this server (project 1). */
  dsn: string;
  /** Error events received so far, oldest first (sessions and other items are left out). */
  events: IngestedEvent[];
  close(): Promise<void>;
}

interface EnvelopeItem {
  type: string;
  payload: Buffer;
}

/**
 * Splits a Sentry envelope: a header line, then per item a header line and its payload (of
 * `length` bytes when the item header says, else up to the next newline).
 */
export function parseEnvelope(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  const lineEnd = (from: number) => {
    const end = body.indexOf(0x0a, from);
    return end === -1 ? body.length : end;
  };
  let offset = lineEnd(0) + 1;
  while (offset < body.length) {
    const headerEnd = lineEnd(offset);
    const headerText = body.subarray(offset, headerEnd).toString('utf8').trim();
    offset = headerEnd + 1;
    if (!headerText) continue;
    const header = JSON.parse(headerText) as { type: string; length?: number };
    const payloadEnd = header.length === undefined ? lineEnd(offset) : offset + header.length;
    items.push({ type: header.type, payload: body.subarray(offset, payloadEnd) });
    offset = payloadEnd + 1;
  }
  return items;
}

interface SentryEventJson {
  message?: string | { formatted?: string };
  exception?: { values?: { value?: string }[] };
  tags?: Record<string, string>;
  environment?: string;
  release?: string;
  platform?: string;
}

function toIngestedEvent(event: SentryEventJson): IngestedEvent {
  const message =
    event.exception?.values?.[0]?.value ??
    (typeof event.message === 'string' ? event.message : event.message?.formatted) ??
    '';
  return {
    message,
    tags: event.tags ?? {},
    environment: event.environment,
    release: event.release,
    platform: event.platform,
  };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/**
 * A local stand-in for an error-reporting service (Sentry's envelope endpoint,
 * `POST /api/<project>/envelope/`), recording each error event. Browsers post to it across
 * origins, so it answers CORS.
 */
export async function startFakeErrorIngest(): Promise<FakeErrorIngest> {
  const events: IngestedEvent[] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
      return void response.writeHead(404).end();
    }
    bodyOf(request)
      .then((body) => {
        for (const item of parseEnvelope(body)) {
          if (item.type !== 'event') continue;
          events.push(
            toIngestedEvent(JSON.parse(item.payload.toString('utf8')) as SentryEventJson),
          );
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      })
      .catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
