/** What the soak judges separately: p99 of reads is a goal, the others are shown. */
export const CATEGORIES = ['reads', 'likes', 'plays', 'creations', 'registrations'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface SoakAnswer {
  status: number;
  body: unknown;
}

/** Latencies per category and the unexpected answers (non-2xx or no answer at all). */
export interface SoakTally {
  latenciesMs: Record<Category, number[]>;
  errors: number;
  /** The first few errors, to say what went wrong. */
  errorSamples: string[];
}

export interface SoakClient {
  get(category: Category, path: string, headers?: Record<string, string>): Promise<SoakAnswer>;
  post(
    category: Category,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<SoakAnswer>;
  tally: SoakTally;
}

const MAX_ERROR_SAMPLES = 5;

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** fetch against the bench server, timing every call (answer read in full) per category. */
export function createSoakClient(origin: string): SoakClient {
  const tally: SoakTally = {
    latenciesMs: { reads: [], likes: [], plays: [], creations: [], registrations: [] },
    errors: 0,
    errorSamples: [],
  };
  const call = async (category: Category, method: string, path: string, init: RequestInit) => {
    const started = performance.now();
    let answer: SoakAnswer;
    try {
      const response = await fetch(new URL(path, origin), { method, ...init });
      answer = { status: response.status, body: await bodyOf(response) };
    } catch (error) {
      answer = { status: 0, body: String(error) };
    }
    tally.latenciesMs[category].push(performance.now() - started);
    if (answer.status < 200 || answer.status > 299) {
      tally.errors += 1;
      if (tally.errorSamples.length < MAX_ERROR_SAMPLES) {
        tally.errorSamples.push(
          `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
        );
      }
    }
    return answer;
  };
  return {
    tally,
    get: (category, path, headers = {}) => call(category, 'GET', path, { headers }),
    post: (category, path, headers, body) =>
      call(category, 'POST', path, {
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}
