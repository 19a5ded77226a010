import {
  CONSTANTS,
  categorizedPromptSchema,
  GENRE_FIELD_KEYS_BY_GENRE,
  MESSAGES,
} from '@promptplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { registerGuest, type TestPlayer } from '../../testing/testPlayers.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fakeOpenAiServer.js';

const URL = '/api/player-profile/categorize';
const { PROMPT_MAX_LENGTH } = CONSTANTS;

function categorize(app: App, player: TestPlayer | null, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: URL,
    headers: player?.headers ?? {},
    payload: payload as object,
  });
}

describeEachDatabase('categorize', (context) => {
  describe('with the built-in categorizer', () => {
    it('answers the categorized prompt of the genre, with ranked library matches', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const response = await categorize(ctx.app, guest, {
        prompt: '  A pickle knight fights rats in the sewer  ',
        gameGenre: 'FARMING',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const answer = categorizedPromptSchema.parse(response.json());
      expect(answer).toMatchObject({ success: true, errorMessage: null, gameGenre: 'FARMING' });
      expect(answer.characterPrompt).toMatch(/^Pickle Knight, /);
      expect(answer.environmentCreationPrompt).toMatch(/^Sewer: /);
      expect(Object.keys(answer.genreSpecificFields)).toEqual(GENRE_FIELD_KEYS_BY_GENRE.FARMING);
      const matches = answer.characterMatches.secondaryCharacter ?? [];
      expect(matches[0]?.name).toBe('Rat');
      expect(matches.map((m) => m.similarity)).toEqual(
        [...matches.map((m) => m.similarity)].sort((a, b) => b - a),
      );
    });

    it('gives the same answer to the same prompt', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const body = { prompt: 'A purple ninja frog in a haunted forest', gameGenre: 'SHOOTER' };
      const first = await categorize(ctx.app, guest, body);
      const second = await categorize(ctx.app, guest, body);
      expect(second.json()).toEqual(first.json());
    });

    it('refuses a player with no prompt left today with the spec text, before any analysis', async () => {
      const ctx = context();
      const app = await ctx.buildAnotherApp({ dailyPrompts: { guest: 0, social: 10 } });
      const guest = await registerGuest(ctx);
      const body = expectApiError(
        await categorize(app, guest, { prompt: 'a cat in space', gameGenre: 'MERGE' }),
        429,
        'DAILY_PROMPTS_EXHAUSTED',
      );
      expect(body.message).toBe(MESSAGES.dailyPromptsUsed);
    });

    it('refuses an abusive prompt, naming the field', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const response = await categorize(ctx.app, guest, {
        prompt: 'a fucking cat in space',
        gameGenre: 'MERGE',
      });
      expectApiError(response, 400, 'VALIDATION_FAILED', 'prompt');
    });

    it('needs a player', async () => {
      const ctx = context();
      const response = await categorize(ctx.app, null, { prompt: 'a cat', gameGenre: 'MERGE' });
      expectApiError(response, 401, 'UNAUTHORIZED');
    });

    it("refuses an empty or too long prompt with the spec's messages", async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const empty = expectApiError(
        await categorize(ctx.app, guest, { prompt: '   ', gameGenre: 'PLATFORMER' }),
        400,
        'VALIDATION_FAILED',
        'prompt',
      );
      expect(empty.fieldErrors).toContainEqual({
        field: 'prompt',
        message: MESSAGES.enterGameDescription,
      });
      const long = expectApiError(
        await categorize(ctx.app, guest, {
          prompt: 'a'.repeat(PROMPT_MAX_LENGTH + 1),
          gameGenre: 'PLATFORMER',
        }),
        400,
        'VALIDATION_FAILED',
        'prompt',
      );
      expect(long.fieldErrors).toContainEqual({
        field: 'prompt',
        message: MESSAGES.promptTooLong(PROMPT_MAX_LENGTH),
      });
    });

    it('refuses an unknown genre or a missing field, naming it', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      expectApiError(
        await categorize(ctx.app, guest, { prompt: 'a cat', gameGenre: 'PUZZLE' }),
        400,
        'VALIDATION_FAILED',
        'gameGenre',
      );
      expectApiError(
        await categorize(ctx.app, guest, { gameGenre: 'MERGE' }),
        400,
        'VALIDATION_FAILED',
        'prompt',
      );
    });
  });

  describe('with an OpenAI-compatible provider', () => {
    let fake: FakeOpenAiServer;
    let app: App;
    beforeAll(async () => {
      fake = await startFakeOpenAiServer();
      app = await context().buildAnotherApp({
        ai: { baseUrl: fake.baseUrl, apiKey: 'k', model: 'fake-model', timeoutMs: 2_000 },
      });
    });
    afterAll(async () => fake.close());

    it("answers with the provider's texts when they are valid", async () => {
      const guest = await registerGuest(context());
      fake.behave({
        kind: 'answer',
        content: JSON.stringify({
          characterPrompt: 'Captain Quack, a pirate duck in a red coat',
          secondaryCharacterPrompt: 'Snappy crabs with big claws',
          environmentCreationPrompt: 'A sunny beach with palm trees',
          gameCreationPrompt: 'Collect seashells before the tide comes in',
          generatesCharacter: true,
          genreSpecificFields: { vehicleDescription: 'a wooden rowing boat on wheels' },
        }),
      });
      const response = await categorize(app, guest, {
        prompt: 'A pirate duck races crabs on the beach',
        gameGenre: 'RACING',
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = categorizedPromptSchema.parse(response.json());
      expect(answer.characterPrompt).toBe('Captain Quack, a pirate duck in a red coat');
      expect(answer.genreSpecificFields).toEqual({
        vehicleDescription: 'a wooden rowing boat on wheels',
      });
      expect(answer.characterMatches.secondaryCharacter?.[0]?.name).toBe('Crab');
    });

    it('answers with the built-in categorization when the provider fails', async () => {
      const guest = await registerGuest(context());
      const body = { prompt: 'A pirate duck races crabs on the beach', gameGenre: 'RACING' };
      fake.behave({ kind: 'status', status: 503 });
      const fallback = await categorize(app, guest, body);
      const builtIn = await categorize(context().app, guest, body);
      expect(fallback.statusCode, fallback.body).toBe(200);
      expect(fallback.json()).toEqual(builtIn.json());
    });
  });
});
