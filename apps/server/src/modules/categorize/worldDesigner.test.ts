import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fakeOpenAiServer.js';
import type { AiProviderSettings } from './openAiCategorizer.js';
import { createWorldDesigner, type WorldDesignRequest } from './worldDesigner.js';

const API_KEY = 'sk-test-secret-key-0123456789';

const REQUEST: WorldDesignRequest = {
  prompt: 'an astronaut slips on the snowy mountains of Mars',
  genre: 'PLATFORMER',
};

/** What a provider writes for the request, every field. */
export const GOOD_DESIGN = {
  places: ['mountains', 'mars'],
  timeOfDay: 'night',
  weather: 'snow',
  mood: 'plain',
  hero: 'astronaut',
  enemy: 'alien',
  collectible: 'moon rock',
  weapon: null,
  vehicle: null,
  landmarks: [],
};

interface SentBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format: {
    type: string;
    json_schema?: {
      name: string;
      strict: boolean;
      schema: {
        required: string[];
        additionalProperties: boolean;
        properties: { places: { items: { enum: string[] } }; weather: { enum: string[] } };
      };
    };
  };
}

describe('AI world designer', () => {
  let fake: FakeOpenAiServer;
  let logs: unknown[];
  const designerWith = (settings: Partial<AiProviderSettings> = {}) =>
    createWorldDesigner({
      settings: {
        baseUrl: fake.baseUrl,
        apiKey: API_KEY,
        model: 'fake-model',
        timeoutMs: 5_000,
        ...settings,
      },
      log: { warn: (...args: unknown[]) => logs.push(args) },
    });
  const reasons = () => logs.map((args) => (args as [{ reason?: string }])[0].reason);

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => fake.close());
  beforeEach(() => {
    logs = [];
    fake.requests.splice(0);
  });

  it('uses a good design, its null weapon and vehicle left to the built-in reading', async () => {
    fake.behave({ kind: 'answer', content: JSON.stringify(GOOD_DESIGN) });
    const outcome = await designerWith().design(REQUEST);
    const { weapon: _w, vehicle: _v, landmarks: _l, ...named } = GOOD_DESIGN;
    expect(outcome).toEqual({ source: 'ai', design: named, rejected: [] });
    expect(logs).toEqual([]);
  });

  it('asks /chat/completions for the world design JSON schema, with the key and model', async () => {
    fake.behave({ kind: 'answer', content: JSON.stringify(GOOD_DESIGN) });
    await designerWith().design({
      ...REQUEST,
      confirmed: {
        characterPrompt: 'Astro Annie, a brave astronaut',
        secondaryCharacterPrompt: 'Martians',
        environmentCreationPrompt: 'Mars: red snowy peaks',
        genreSpecificFields: { collectibleDescription: 'moon rocks' },
      },
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe(`Bearer ${API_KEY}`);
    const body = sent?.body as SentBody;
    expect(body.model).toBe('fake-model');
    const user = body.messages.at(-1)?.content ?? '';
    expect(user).toContain(REQUEST.prompt);
    expect(user).toContain('Astro Annie');
    expect(body.response_format.type).toBe('json_schema');
    const format = body.response_format.json_schema;
    expect(format?.name).toBe('world_design');
    expect(format?.strict).toBe(true);
    expect(format?.schema.required).toEqual(Object.keys(GOOD_DESIGN));
    expect(format?.schema.additionalProperties).toBe(false);
    expect(format?.schema.properties.places.items.enum).toEqual(
      expect.arrayContaining(['kitchen', 'mars', 'paris', 'underwater']),
    );
    expect(format?.schema.properties.weather.enum).toEqual([
      'clear',
      'rain',
      'storm',
      'snow',
      'fog',
    ]);
  });

  it('falls back to plain JSON mode, schema in the system message, when json_schema is refused', async () => {
    fake.behave({ kind: 'noJsonSchema', content: JSON.stringify(GOOD_DESIGN) });
    const outcome = await designerWith().design(REQUEST);
    expect(outcome.source).toBe('ai');
    const formats = fake.requests.map((r) => (r.body as SentBody).response_format.type);
    expect(formats).toEqual(['json_schema', 'json_object']);
    const system = (fake.requests[1]?.body as SentBody).messages[0]?.content ?? '';
    expect(system).toContain('"places"');
  });

  it('keeps the usable fields and drops the nouns the art cannot draw', async () => {
    fake.behave({
      kind: 'answer',
      content: JSON.stringify({ ...GOOD_DESIGN, weather: 'hail', hero: 'blorptang' }),
    });
    const outcome = await designerWith().design(REQUEST);
    expect(outcome).toMatchObject({ source: 'ai', rejected: ['weather', 'hero'] });
    if (outcome.source !== 'ai') throw new Error('expected the design');
    expect(outcome.design).not.toHaveProperty('hero');
    expect(outcome.design).not.toHaveProperty('weather');
    expect(outcome.design.places).toEqual(['mountains', 'mars']);
  });

  const expectBuiltIn = async (reason: string, settings: Partial<AiProviderSettings> = {}) => {
    const outcome = await designerWith(settings).design(REQUEST);
    expect(outcome).toEqual({ source: 'built-in', reason });
    expect(reasons()).toEqual([reason]);
  };

  it('falls back to the built-in reading on a server error', async () => {
    fake.behave({ kind: 'status', status: 500 });
    await expectBuiltIn('status 500');
  });

  it('falls back when the answer is not JSON', async () => {
    fake.behave({ kind: 'answer', content: 'Sure! Mars, at night, with snow.' });
    await expectBuiltIn('answer is not JSON');
  });

  it('falls back when nothing in the answer matches the schema', async () => {
    fake.behave({ kind: 'answer', content: JSON.stringify({ places: 'mars', weather: 42 }) });
    await expectBuiltIn('answer does not match the schema');
  });

  it('falls back when the provider refuses', async () => {
    fake.behave({ kind: 'refuse', refusal: 'I cannot help with that.' });
    await expectBuiltIn('provider refused');
  });

  it('falls back when the provider does not answer in time', async () => {
    fake.behave({ kind: 'hang' });
    await expectBuiltIn('timeout', { timeoutMs: 200 });
  });

  it('falls back when the provider cannot be reached', async () => {
    await expectBuiltIn('fetch failed', { baseUrl: 'http://127.0.0.1:1/v1' });
  });

  it('never logs the API key, whatever goes wrong', async () => {
    for (const behaviour of [
      { kind: 'status', status: 401 },
      { kind: 'answer', content: 'not json' },
      { kind: 'answer', content: JSON.stringify({ ...GOOD_DESIGN, hero: 'blorptang' }) },
    ] as const) {
      fake.behave(behaviour);
      await designerWith().design(REQUEST);
    }
    expect(logs.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(logs)).not.toContain(API_KEY);
  });
});
