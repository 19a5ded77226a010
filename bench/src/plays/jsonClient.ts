import http from 'node:http';

export interface JsonAnswer {
  /** 0 when the request failed without an answer (connection refused or reset). */
  status: number;
  body: unknown;
}

export interface JsonClient {
  post(path: string, headers: Record<string, string>, body?: unknown): Promise<JsonAnswer>;
  close(): void;
}

/**
 * A keep-alive HTTP client for many small JSON calls (the bench's own overhead must stay far
 * below the server's). Never throws: a failed request answers status 0.
 */
export function createJsonClient(origin: string, maxSockets: number): JsonClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    post(path, headers, body) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve) => {
        const request = http.request(
          new URL(path, origin),
          {
            method: 'POST',
            agent,
            headers: {
              ...headers,
              ...(payload === undefined
                ? {}
                : {
                    'content-type': 'application/json',
                    'content-length': Buffer.byteLength(payload),
                  }),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: unknown = text;
              try {
                parsed = JSON.parse(text);
              } catch {
                // Not JSON: keep the text for the error message.
              }
              resolve({ status: response.statusCode ?? 0, body: parsed });
            });
            response.on('error', () => resolve({ status: 0, body: null }));
          },
        );
        request.on('error', () => resolve({ status: 0, body: null }));
        request.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

/** Runs `work` on every item with at most `concurrency` in flight; answers in item order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return results;
}
