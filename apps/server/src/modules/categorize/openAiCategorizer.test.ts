import {
  categorizedPromptSchema,
  GENRE_FIELD_KEYS_BY_GENRE,
  type CategorizeRequest,
} from '@promptplay/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltInCategorizer } from './builtInCategorizer.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fakeOpenAiServer.js';
import { createOpenAiCategorizer, type AiProviderSettings } from './openAiCategorizer.js';

const REQUEST: CategorizeRequest = {
  prompt: 'A pickle knight fights rats in the sewer',
  gameGenre: 'PLATFORMER',
};

const GOOD_ANSWER = {
  characterPrompt: 'Sir Gherkin, a brave green pickle knight with a silver helmet and a sword',
  secondaryCharacterPrompt: 'Sewer rats: grey rats with pink tails and beady red eyes',
  environmentCreationPrompt: 'Dripping sewer tunnels lit by green lamps, pipes everywhere',
  gameCreationPrompt: 'A platformer where Sir Gherkin stomps rats and collects bottle caps',
  generatesCharacter: true,
  genreSpecificFields: {
    basicEnemyDescription: 'sewer rats',
    collectibleDescription: 'golden bottle caps',
  },
};

describe('OpenAI-compatible categorizer', () => {
  let fake: FakeOpenAiServer;
  let warnings: { reason: string }[];
  const builtIn = createBuiltInCategorizer();
  const categorizerWith = (settings: Partial<AiProviderSettings> = {}) =>
    createOpenAiCategorizer({
      settings: {
        baseUrl: fake.baseUrl,
        apiKey: 'test-key',
        model: 'fake-model',
        timeoutMs: 5_000,
        ...settings,
      },
      fallback: builtIn,
      log: { warn: (details: { reason: string }) => warnings.push(details) },
    });

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => fake.close());
  beforeEach(() => {
    warnings = [];
    fake.requests.splice(0);
  });

  it("uses a good answer, in the genre's field order, with matches from the library", async () => {
    fake.behave({ kind: 'answer', content: JSON.stringify(GOOD_ANSWER) });
    const answer = await categorizerWith().categorize(REQUEST);
    expect(categorizedPromptSchema.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      success: true,
      errorMessage: null,
      gameGenre: 'PLATFORMER',
      characterPrompt: GOOD_ANSWER.characterPrompt,
      secondaryCharacterPrompt: GOOD_ANSWER.secondaryCharacterPrompt,
      environmentCreationPrompt: GOOD_ANSWER.environmentCreationPrompt,
      gameCreationPrompt: GOOD_ANSWER.gameCreationPrompt,
      generatesCharacter: true,
    });
    expect(Object.entries(answer.genreSpecificFields)).toEqual([
      ['collectibleDescription', 'golden bottle caps'],
      ['basicEnemyDescription', 'sewer rats'],
    ]);
    // The rig's pickle and knight look-alikes are on offer near the top, beside library sprites.
    expect(answer.characterMatches.character?.map((m) => m.name).slice(0, 3)).toEqual(
      expect.arrayContaining(['Pickle', 'Knight']),
    );
    expect(answer.characterMatches.secondaryCharacter?.[0]?.name).toBe('Rat');
    expect(warnings).toEqual([]);
  });

  it('asks /chat/completions for the JSON schema of the genre, with the key and model', async () => {
    fake.behave({ kind: 'answer', content: JSON.stringify(GOOD_ANSWER) });
    await categorizerWith().categorize(REQUEST);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer test-key');
    const body = sent?.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: {
        type: string;
        json_schema: {
          strict: boolean;
          schema: {
            required: string[];
            properties: { genreSpecificFields: { required: string[] } };
          };
        };
      };
    };
    expect(body.model).toBe('fake-model');
    expect(body.messages.at(-1)?.content).toContain(REQUEST.prompt);
    expect(body.response_format.type).toBe('json_schema');
    const { schema } = body.response_format.json_schema;
    expect(schema.required).toEqual(expect.arrayContaining(Object.keys(GOOD_ANSWER)));
    expect(schema.properties.genreSpecificFields.required).toEqual([
      ...GENRE_FIELD_KEYS_BY_GENRE.PLATFORMER,
    ]);
  });

  const expectFallback = async (reason: string, settings: Partial<AiProviderSettings> = {}) => {
    const answer = await categorizerWith(settings).categorize(REQUEST);
    expect(answer).toEqual(await builtIn.categorize(REQUEST));
    expect(warnings.map((warning) => warning.reason)).toEqual([reason]);
  };

  it('falls back to the built-in answer on a server error', async () => {
    fake.behave({ kind: 'status', status: 500 });
    await expectFallback('status 500');
  });

  it('falls back when the answer is not JSON', async () => {
    fake.behave({ kind: 'answer', content: 'Sure! Here is your game: a pickle knight...' });
    await expectFallback('answer is not JSON');
  });

  it('falls back when the answer misses a genre field or has an empty text', async () => {
    const { basicEnemyDescription: _dropped, ...fields } = GOOD_ANSWER.genreSpecificFields;
    fake.behave({
      kind: 'answer',
      content: JSON.stringify({ ...GOOD_ANSWER, genreSpecificFields: fields }),
    });
    await expectFallback('answer does not match the schema');
    warnings = [];
    fake.behave({
      kind: 'answer',
      content: JSON.stringify({ ...GOOD_ANSWER, characterPrompt: ' ' }),
    });
    await expectFallback('answer does not match the schema');
  });

  it('falls back when the provider does not answer in time', async () => {
    fake.behave({ kind: 'hang' });
    await expectFallback('timeout', { timeoutMs: 200 });
  });

  it('falls back when the provider cannot be reached', async () => {
    await expectFallback('fetch failed', { baseUrl: 'http://127.0.0.1:1/v1' });
  });
});
