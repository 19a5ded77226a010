import type { GameGenre } from '@promptplay/contracts';
import { analyzePrompt, buildGame, seedFromString, type BuiltGame } from '@promptplay/generator';
import type { BrowserContext } from 'playwright-core';

/**
 * One prompt per genre that names a hero or thing only the art library draws, a place and
 * weather or a time of day: the worlds the runtime must draw besides the starter catalogue's.
 */
export const PROMPT_PER_GENRE: Readonly<Record<GameGenre, string>> = {
  PLATFORMER: 'A seahorse hops through Paris in a thunderstorm collecting croissants',
  FIGHTING: 'A grandma with a frying pan fights a giant robot in a kitchen at night',
  SLAPPER: 'Slap a grumpy office boss with a giant fish in a snowy office',
  MERGE: 'Merge tiny dragons into a legendary volcano dragon in a foggy volcano',
  RACING: 'Race shopping carts through a neon city at night',
  AERIAL: 'A paper airplane flies through a thunderstorm over Paris',
  SHOOTER: 'A shark throws tacos at robots on the Moon at night',
  FPS: 'Blast giant tomatoes through a hospital at night in the rain',
  SPLATTER: 'Splat pigeons in Paris at sunset',
  COLLECTIBLE: 'A robot vacuum collects socks in a bedroom in the snow',
  FARMING: 'A broccoli farmer grows pumpkins on Mars in a dust storm',
  BRAINROT: 'A skibidi toilet dances in a spooky haunted house during a storm',
  HILL_RACER: 'A hamster drives a jeep over snowy hills in a blizzard collecting tacos',
};

export interface PromptWorld {
  prompt: string;
  built: BuiltGame;
  gameId: string;
  /** Where the world's media URLs point; the test answers them from memory. */
  mediaBaseUrl: string;
  /** Library sprite ids the reading chose for the named things. */
  librarySprites: string[];
}

const MEDIA_PREFIX = '/media/e2e-prompt-worlds/';

/** Builds `genre`'s prompt world in the test process, as a draft build would. */
export async function buildPromptWorld(genre: GameGenre): Promise<PromptWorld> {
  const prompt = PROMPT_PER_GENRE[genre];
  const seed = seedFromString(prompt);
  const gameId = `e2e-prompt-${genre.toLowerCase()}`;
  const mediaBaseUrl = `${MEDIA_PREFIX}${gameId}/`;
  const built = await buildGame({
    gameId,
    prompt,
    genre,
    author: 'E2E',
    seed,
    createdAt: '2026-11-25T12:00:00.000Z',
    mediaBaseUrl,
  });
  const analysis = analyzePrompt(prompt, seed);
  const named = [analysis.hero, analysis.enemy, analysis.collectible];
  const librarySprites = [...named, analysis.weapon, analysis.vehicle]
    .map((concept) => concept?.sprite?.id)
    .filter((id): id is string => id !== undefined);
  return { prompt, built, gameId, mediaBaseUrl, librarySprites };
}

/** Answers the world's media from memory, as the server would (open CORS, immutable). */
export async function servePromptWorld(context: BrowserContext, world: PromptWorld) {
  const base = world.mediaBaseUrl;
  const files = new Map(world.built.files.map((file) => [`${base}${file.path}`, file]));
  await context.route(`**${base}**`, (route) => {
    const file = files.get(new URL(route.request().url()).pathname);
    if (!file) return route.fulfill({ status: 404, body: 'not built' });
    return route.fulfill({
      status: 200,
      contentType: file.contentType,
      headers: { 'access-control-allow-origin': '*' },
      body: Buffer.from(file.body),
    });
  });
}
