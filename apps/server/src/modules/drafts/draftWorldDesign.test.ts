import { parseWorldFile, type WorldFile } from '@promptplay/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer } from '../../testing/testPlayers.js';
import {
  startFakeOpenAiServer,
  type FakeOpenAiBehaviour,
  type FakeOpenAiServer,
} from '../categorize/fakeOpenAiServer.js';
import type { AiProviderSettings } from '../categorize/openAiCategorizer.js';
import { gameIdOfDraft } from './draftGameId.js';
import {
  createDraft,
  draftRow,
  draftStatus,
  generatorBuilder,
  payloadFor,
  recordingBuilder,
  startDraftApp,
  type DraftApp,
} from './draftTestKit.js';
import type { DraftBuilder } from './draftServices.js';
import type { DraftWorkerSettings } from './workerSettings.js';

const PROMPT = 'a knight fights angry rats in a forest';
const API_KEY = 'sk-draft-test-secret-0123456789';
const DESIGN = {
  places: ['mars'],
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

async function worldOf(app: DraftApp['app'], gameId: string): Promise<WorldFile> {
  const response = await app.inject({ url: `/worlds/${gameId}.json` });
  expect(response.statusCode, response.body).toBe(200);
  const parsed = parseWorldFile(response.json());
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.world;
}

function heroNameOf(world: WorldFile): string {
  if (world.gameGenre !== 'PLATFORMER') throw new Error('expected a platformer');
  return world.characters.hero.name;
}

describeEachDatabase('drafts: the AI world design', (context) => {
  let fake: FakeOpenAiServer;
  const apps: DraftApp[] = [];
  let players = 0;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    for (const each of apps) await each.app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.splice(0);
  });

  const aiApp = async (
    builder: DraftBuilder,
    ai: Partial<AiProviderSettings> = {},
    settings: Partial<DraftWorkerSettings> = {},
  ) => {
    const started = await startDraftApp(context(), builder, settings, {
      ai: { baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'fake-model', timeoutMs: 5_000, ...ai },
    });
    apps.push(started);
    return started;
  };

  /** Creates a draft of PROMPT for a new player and runs the worker until it is done. */
  const buildOne = async (ctx: TestContext, { app, worker }: DraftApp) => {
    players += 1;
    const player = await createSocialPlayer(ctx, `Designer ${players}`);
    const draftId = await createDraft(app, player, payloadFor(PROMPT));
    await worker.runUntilIdle();
    return { draftId, player };
  };

  it("builds the provider's design: its place, weather and hero reach the world", async () => {
    const ctx = context();
    fake.behave({ kind: 'answer', content: JSON.stringify(DESIGN) });
    const builder = recordingBuilder((input) => generatorBuilder.buildGame(input));
    const draftApp = await aiApp(builder);
    const { draftId, player } = await buildOne(ctx, draftApp);

    expect(await draftStatus(draftApp.app, player, draftId)).toMatchObject({ status: 'completed' });
    const world = await worldOf(draftApp.app, gameIdOfDraft(draftId));
    expect(world.atmosphere).toMatchObject({ weather: 'snow', timeOfDay: 'night' });
    expect(world.background.theme).toContain('mars');
    expect(heroNameOf(world)).toBe('Astronaut');

    // One request, with the schema, the model, the key and the prompt.
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]?.body as {
      model: string;
      messages: { content: string }[];
      response_format: { type: string; json_schema: { name: string; schema: object } };
    };
    expect(fake.requests[0]?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(body.model).toBe('fake-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.name).toBe('world_design');
    expect(body.messages.at(-1)?.content).toContain(PROMPT);

    // Kept with the draft (never with the key).
    const row = await draftRow(ctx, draftId);
    expect(row.worldDesign).toMatchObject({
      source: 'ai',
      design: { places: ['mars'], weather: 'snow', hero: 'astronaut' },
    });
    expect(JSON.stringify(row)).not.toContain(API_KEY);
    expect(builder.calls[0]?.design).toMatchObject({ places: ['mars'], hero: 'astronaut' });
  });

  it('retries from the kept design without asking the provider again', async () => {
    const ctx = context();
    fake.behave({ kind: 'answer', content: JSON.stringify(DESIGN) });
    let failures = 1;
    const builder = recordingBuilder((input) => {
      if (failures-- > 0) return Promise.reject(new Error('disk full'));
      return generatorBuilder.buildGame(input);
    });
    const draftApp = await aiApp(builder);
    const { draftId, player } = await buildOne(ctx, draftApp);
    expect((await draftRow(ctx, draftId)).status).toBe('queued');

    ctx.clock.advance(60_000);
    await draftApp.worker.runUntilIdle();
    expect(await draftStatus(draftApp.app, player, draftId)).toMatchObject({ status: 'completed' });
    expect(fake.requests).toHaveLength(1);
    expect(builder.calls).toHaveLength(2);
    expect(builder.calls[1]?.design).toEqual(builder.calls[0]?.design);
    expect(heroNameOf(await worldOf(draftApp.app, gameIdOfDraft(draftId)))).toBe('Astronaut');
  });

  it('builds the last attempt from the built-in reading when builds with the design fail', async () => {
    const ctx = context();
    fake.behave({ kind: 'answer', content: JSON.stringify(DESIGN) });
    const builder = recordingBuilder((input) =>
      input.design
        ? Promise.reject(new Error('the design broke the build'))
        : generatorBuilder.buildGame(input),
    );
    const draftApp = await aiApp(builder, {}, { maxAttempts: 2 });
    const { draftId, player } = await buildOne(ctx, draftApp);
    ctx.clock.advance(60_000);
    await draftApp.worker.runUntilIdle();

    expect(await draftStatus(draftApp.app, player, draftId)).toMatchObject({ status: 'completed' });
    expect(builder.calls.map((call) => call.design !== undefined)).toEqual([true, false]);
    expect(fake.requests).toHaveLength(1);
    expect(heroNameOf(await worldOf(draftApp.app, gameIdOfDraft(draftId)))).toBe('Knight');
  });

  const failures: [string, FakeOpenAiBehaviour, string, Partial<AiProviderSettings>?][] = [
    ['answers 500', { kind: 'status', status: 500 }, 'status 500'],
    ['answers no JSON', { kind: 'answer', content: 'Mars! Snow!' }, 'answer is not JSON'],
    [
      'answers against the schema',
      { kind: 'answer', content: JSON.stringify({ places: 'mars', weather: 7, hero: 3 }) },
      'answer does not match the schema',
    ],
    ['does not answer in time', { kind: 'hang' }, 'timeout', { timeoutMs: 200 }],
  ];
  for (const [when, behaviour, reason, ai] of failures) {
    it(`builds from the built-in reading when the provider ${when}`, async () => {
      const ctx = context();
      fake.behave(behaviour);
      const builder = recordingBuilder((input) => generatorBuilder.buildGame(input));
      const draftApp = await aiApp(builder, ai);
      const { draftId, player } = await buildOne(ctx, draftApp);

      expect(await draftStatus(draftApp.app, player, draftId)).toMatchObject({
        status: 'completed',
      });
      expect(builder.calls).toHaveLength(1);
      expect(builder.calls[0]?.design).toBeUndefined();
      const world = await worldOf(draftApp.app, gameIdOfDraft(draftId));
      expect(heroNameOf(world)).toBe('Knight');
      expect(world.background.theme).not.toContain('mars');
      expect((await draftRow(ctx, draftId)).worldDesign).toEqual({ source: 'built-in', reason });
    });
  }
});
