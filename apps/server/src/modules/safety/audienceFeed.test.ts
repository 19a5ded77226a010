import { feedPageSchema, TARGET_AUDIENCES, type TargetAudience } from '@promptplay/contracts';
import { beforeAll, expect, it } from 'vitest';
import { fakeBuildGame } from '../../testing/fakeGameBuilder.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { gameMediaBaseUrl } from '../games/objectKeys.js';
import { rateAudience } from './audienceRating.js';

/** One game per rating, rated from its prompt the way game creation rates it. */
const PROMPTS: Readonly<Record<Exclude<TargetAudience, 'unrestricted'>, string>> = {
  children: 'a bunny planting carrots in a sunny garden',
  family: 'a pickle knight fighting rats in a sewer',
  teens: 'zombies with shotguns in a mall',
  adults: 'a drunk cowboy gambling in a casino',
  mature_adults: 'gory decapitations in a slaughterhouse',
};

const rank = (audience: TargetAudience) => TARGET_AUDIENCES.indexOf(audience);

async function publishRated(ctx: TestContext, prompt: string, index: number): Promise<string> {
  const gameId = `rated-game-${index}`;
  const createdAt = new Date(ctx.clock.now().getTime() - index * 60_000).toISOString();
  const built = await fakeBuildGame({
    gameId,
    prompt,
    genre: 'PLATFORMER',
    author: 'Rater',
    seed: index,
    createdAt,
    mediaBaseUrl: gameMediaBaseUrl(gameId),
  });
  const targetAudience = rateAudience([prompt, built.title, built.description]);
  await ctx.publisher.publishGame({
    gameId,
    built: { ...built, targetAudience },
    authorName: 'Rater',
    createdBy: null,
    createdAt: new Date(createdAt),
  });
  return gameId;
}

async function feedAudiences(ctx: TestContext, sort: string, audience: TargetAudience) {
  const response = await ctx.app.inject({
    url: `/api/game-feeds/${sort}?pageSize=50&targetAudience=${audience}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return feedPageSchema.parse(response.json()).items.map((item) => item.targetAudience);
}

describeEachDatabase('audience ratings in the feed', (context) => {
  beforeAll(async () => {
    const prompts = Object.values(PROMPTS);
    for (const [index, prompt] of prompts.entries()) await publishRated(context(), prompt, index);
  });

  it('rates each published game as its prompt calls for', async () => {
    const audiences = await feedAudiences(context(), 'latest', 'unrestricted');
    expect(audiences).toEqual(Object.keys(PROMPTS));
  });

  it('never shows a children feed anything but children games, in either sort', async () => {
    for (const sort of ['latest', 'topRated']) {
      expect(await feedAudiences(context(), sort, 'children')).toEqual(['children']);
    }
  });

  it.each(TARGET_AUDIENCES)('shows a %s feed only games at or below it', async (audience) => {
    const audiences = await feedAudiences(context(), 'latest', audience);
    const expected = Object.keys(PROMPTS).filter(
      (rated) => rank(rated as TargetAudience) <= rank(audience),
    );
    expect(audiences).toEqual(expected);
    if (audience !== 'mature_adults' && audience !== 'unrestricted') {
      expect(audiences).not.toContain('mature_adults');
    }
  });
});
