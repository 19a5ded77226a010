import {
  categorizedPromptSchema,
  draftCreateResponseSchema,
  draftStatusResponseSchema,
  gameSchema,
  type GameGenre,
} from '@promptplay/contracts';
import type { Page } from 'playwright-core';

/** Where the web app keeps its tokens (apps/web/src/lib/auth/tokenStorage.ts). */
const TOKEN_STORAGE_KEY = 'promptplay.auth.tokens';
const POLL_MS = 500;
const BUILD_TIMEOUT_MS = 60_000;

const TOKEN_WAIT_MS = 15_000;

/** The page's bearer token, once the app has registered (a guest) or signed in. */
async function bearerOf(page: Page): Promise<string> {
  const deadline = Date.now() + TOKEN_WAIT_MS;
  for (;;) {
    const raw = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    const token = raw ? (JSON.parse(raw) as { accessToken?: string }).accessToken : undefined;
    if (token) return `Bearer ${token}`;
    if (Date.now() > deadline) throw new Error('the page holds no access token yet');
    await page.waitForTimeout(POLL_MS);
  }
}

/**
 * Makes a game as the player signed in on `page` (guest or not), through the same calls the
 * create modal makes: categorize, create the draft, poll its status. Returns the new game.
 */
export async function createGameThroughApi(page: Page, prompt: string, gameGenre: GameGenre) {
  const headers = { authorization: await bearerOf(page) };
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { headers, data });
    if (!response.ok())
      throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const categorized = categorizedPromptSchema.parse(
    await post('/api/player-profile/categorize', { prompt, gameGenre }),
  );
  const { draftId } = draftCreateResponseSchema.parse(
    await post('/api/draft-game/create', {
      originalPlayerPrompt: prompt,
      characterPrompt: categorized.characterPrompt,
      secondaryCharacterPrompt: categorized.secondaryCharacterPrompt,
      environmentCreationPrompt: categorized.environmentCreationPrompt,
      gameCreationPrompt: categorized.gameCreationPrompt,
      gameGenre,
      genreSpecificFields: categorized.genreSpecificFields,
    }),
  );
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await page.request.get(`/api/draft-game/${draftId}/status`, { headers });
    const status = draftStatusResponseSchema.parse(await response.json());
    if (status.status === 'failed') throw new Error(`the draft failed: ${status.message ?? ''}`);
    if (status.status === 'completed' && status.gameId) {
      return gameSchema.parse(
        await (await page.request.get(`/api/game-feeds/${status.gameId}`)).json(),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`draft ${draftId} was not built within ${BUILD_TIMEOUT_MS} ms`);
}
