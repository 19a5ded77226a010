import {
  assetUrlSchema,
  DEFAULT_TARGET_AUDIENCE,
  gameGenreSchema,
  genreSpecificFieldsSchema,
  parseWorldFile,
  targetAudienceSchema,
  type GameGenre,
  type GenreSpecificFields,
  type TargetAudience,
  type WorldFile,
} from '@promptplay/contracts';
import { generatePlatformerLevel } from '@promptplay/runtime/levels';
import { z } from 'zod';
import type { AnalysisRecast, PromptAnalysis } from './analyze/types.js';
import { characterSheetFor, goalSpriteFor, itemSpriteFor } from './art/castArt.js';
import { withRigHero } from './art/library/withLibrarySprites.js';
import { renderAnimatedWebp } from './art/renderAnimatedWebp.js';
import { renderPng } from './art/renderPng.js';
import { heroLookFor } from './art/referenceFace/heroLook.js';
import { withReferenceFace } from './art/referenceFace/withReferenceFace.js';
import { buildPlanFor } from './edits/buildPlan.js';
import { withWorldDesign } from './design/designedPlan.js';
import { worldDesignSchema, type WorldDesign } from './design/worldDesign.js';
import type { FieldEdits } from './edits/genreFieldEdits.js';
import { withCastEdits } from './edits/castEdits.js';
import { withFollowUpEdits } from './refine/refinedPlan.js';
import { withFollowUpTuning } from './refine/refinedWorld.js';
import { followUpEditsOf } from './refine/followUpEditsOf.js';
import { PREVIEW_FRAME_MS, previewFrameSvgs } from './art/scene/preview.js';
import { screenshotSvg } from './art/scene/screenshot.js';
import { withSceneArt } from './art/scene/sceneArt.js';
import { buildPlatformerWorld, PLATFORMER_MEDIA } from './world/buildPlatformerWorld.js';
import { buildRacingGame } from './world/racing/buildRacingGame.js';
import { buildAerialGame } from './world/aerial/buildAerialGame.js';
import { buildFightingGame } from './world/fighting/buildFightingGame.js';
import { buildSlapperGame } from './world/slapper/buildSlapperGame.js';
import { buildBrainrotGame } from './world/brainrot/buildBrainrotGame.js';
import { buildShooterGame } from './world/shooter/buildShooterGame.js';
import { buildFpsGame } from './world/fps/buildFpsGame.js';
import { buildSplatterGame } from './world/splatter/buildSplatterGame.js';
import { buildCollectibleGame } from './world/collectible/buildCollectibleGame.js';
import { buildMergeGame } from './world/merge/buildMergeGame.js';
import { buildFarmingGame } from './world/farming/buildFarmingGame.js';
import { buildHillRacerGame } from './world/hillRacer/buildHillRacerGame.js';

export interface BuildGameInput {
  gameId: string;
  prompt: string;
  genre: GameGenre;
  author: string;
  seed: number;
  /** ISO date-time; becomes the world's creationTimeUtc. */
  createdAt: string;
  /** Where the files will be served from, e.g. '/media/games/<gameId>/' (ends with '/'). */
  mediaBaseUrl: string;
  targetAudience?: TargetAudience;
  /** The categorization the player confirmed (maybe edited); its character and place win. */
  texts?: CreationTexts;
  /** A photo (JPEG or PNG bytes) to put on the hero's face. */
  referenceImage?: Uint8Array;
  /**
   * An AI provider's world design for the prompt (places, atmosphere, cast): laid over the
   * built-in reading, under the player's confirmed edits. Absent: the built-in reading alone.
   */
  design?: WorldDesign;
  /**
   * Follow-up prompts that refine the game, in order ("make it night time"): the same game is
   * built with what they name changed (see `refineGame`). Each must say something to change.
   */
  followUps?: readonly string[];
}

/** The texts of a categorized prompt (spec §3) a game is built from. */
export interface CreationTexts {
  characterPrompt: string;
  secondaryCharacterPrompt: string;
  environmentCreationPrompt: string;
  /** The library character the player picked for the hero (a match's url), if any. */
  characterMatchUrl?: string | null;
  /** The library character picked for the enemies, if any. */
  secondaryCharacterMatchUrl?: string | null;
  /**
   * The genre's fields as the player confirmed them. Edited ones count: they rename the enemy,
   * collectible, vehicle or cast they describe, and the world carries their text.
   */
  genreSpecificFields?: GenreSpecificFields;
  /** The game idea as the player confirmed it; words they added may set the difficulty. */
  gameCreationPrompt?: string;
}

export interface GeneratedFile {
  /** Relative to mediaBaseUrl, e.g. 'hero.png'. */
  path: string;
  contentType: 'image/png' | 'image/webp' | 'image/gif';
  body: Uint8Array;
}

export interface BuiltGame {
  world: WorldFile;
  title: string;
  description: string;
  files: GeneratedFile[];
  /** Relative to mediaBaseUrl. */
  screenshotPath: string;
  /** Relative to mediaBaseUrl; null when no animated preview was made. */
  previewPath: string | null;
  targetAudience: TargetAudience;
}

const buildGameInputSchema = z.object({
  gameId: z.string().min(1).max(100),
  prompt: z.string().trim().min(1).max(2000),
  genre: gameGenreSchema,
  author: z.string().trim().min(1).max(200),
  seed: z.number().int().min(0).max(0xffffffff),
  createdAt: z.iso.datetime(),
  mediaBaseUrl: assetUrlSchema.refine((url) => url.endsWith('/'), 'mediaBaseUrl must end with "/"'),
  targetAudience: targetAudienceSchema.optional(),
  texts: z
    .object({
      characterPrompt: z.string().max(2000),
      secondaryCharacterPrompt: z.string().max(2000),
      environmentCreationPrompt: z.string().max(2000),
      characterMatchUrl: z.string().max(2000).nullish(),
      secondaryCharacterMatchUrl: z.string().max(2000).nullish(),
      genreSpecificFields: genreSpecificFieldsSchema.optional(),
      gameCreationPrompt: z.string().max(2000).optional(),
    })
    .optional(),
  referenceImage: z.instanceof(Uint8Array).optional(),
  design: worldDesignSchema.optional(),
  followUps: z.array(z.string().trim().min(1).max(2000)).max(100).optional(),
});

/**
 * Builds a complete game offline from a prompt: world file, sprite sheets, item sprites
 * a screenshot of the first screen and a short animated preview loop. Deterministic: same input, byte-identical output.
 *
 * @example
 * const game = await buildGame({ gameId: 'pickle-1', prompt: 'A pickle knight fights rats in the sewer',
 *   genre: 'PLATFORMER', author: 'Ada', seed: seedFromString('pickle-1'),
 *   createdAt: '2025-01-01T00:00:00.000Z', mediaBaseUrl: '/media/games/pickle-1/' });
 * game.title // => 'Pickle Knight: Sewer Run'
 */
export async function buildGame(input: BuildGameInput): Promise<BuiltGame> {
  const parsed = buildGameInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid game input: ${issue?.path.join('.') ?? 'input'}: ${issue?.message ?? 'unknown error'}`,
    );
  }
  const { genre, seed, texts, referenceImage, design } = parsed.data;
  const followUpEdits = followUpEditsOf(parsed.data.followUps ?? [], genre);
  const plan = withFollowUpEdits(
    withWorldDesign(buildPlanFor(parsed.data.prompt, genre, seed, texts), design, seed),
    followUpEdits,
    seed,
  );
  const { prompt, editedVehicle, fieldEdits } = plan;
  // A photo goes on a face the rig draws: with one, the hero is never a library sprite.
  const analysis = referenceImage ? withRigHero(plan.analysis) : plan.analysis;
  const recast: AnalysisRecast = referenceImage
    ? (reading) => withRigHero(plan.recast(reading))
    : plan.recast;
  const game = await withSceneArt(
    withFollowUpTuning(
      withFieldEdits(
        await buildGenreGame({ ...parsed.data, prompt, editedVehicle, recast }, analysis),
        fieldEdits,
      ),
      followUpEdits,
    ),
    parsed.data.mediaBaseUrl,
  );
  if (!referenceImage) return game;
  const heroLook = heroLookFor(genre, prompt, analysis, seed, recast);
  return withReferenceFace(game, genre, heroLook, referenceImage);
}

type CheckedInput = z.infer<typeof buildGameInputSchema> & {
  editedVehicle?: string | undefined;
  recast: AnalysisRecast;
};

/** The game with the player's edited genre fields written into its world (and title, story). */
function withFieldEdits(game: BuiltGame, edits: FieldEdits): BuiltGame {
  if (Object.keys(edits).length === 0) return game;
  const checked = parseWorldFile(withCastEdits(game.world, edits));
  if (!checked.ok) throw new Error(`Edited world is invalid: ${checked.error}`);
  const { worldProfileData } = checked.world;
  return {
    ...game,
    world: checked.world,
    title: worldProfileData.locationName,
    description: worldProfileData.backgroundStoryText,
  };
}

/** The genre's own builder: world file, sprites, screenshot and (some genres) preview. */
async function buildGenreGame(input: CheckedInput, analysis: PromptAnalysis): Promise<BuiltGame> {
  const { prompt, genre, author, seed, createdAt, mediaBaseUrl, editedVehicle, recast } = input;
  const targetAudience = input.targetAudience ?? DEFAULT_TARGET_AUDIENCE;
  const worldInput = { analysis, author, seed, createdAt, mediaBaseUrl, targetAudience };
  if (genre === 'SHOOTER') return buildShooterGame(worldInput);
  if (genre === 'FPS') return buildFpsGame({ ...worldInput, prompt, recast });
  if (genre === 'SPLATTER') return buildSplatterGame({ ...worldInput, prompt });
  if (genre === 'COLLECTIBLE') return buildCollectibleGame(worldInput);
  if (genre === 'MERGE') return buildMergeGame({ ...worldInput, prompt });
  if (genre === 'FARMING') return buildFarmingGame({ ...worldInput, prompt });
  if (genre === 'FIGHTING') return buildFightingGame(worldInput);
  if (genre === 'SLAPPER') return buildSlapperGame(worldInput);
  if (genre === 'BRAINROT') return buildBrainrotGame({ ...worldInput, prompt });
  if (genre === 'RACING') return buildRacingGame({ ...worldInput, prompt, editedVehicle, recast });
  if (genre === 'HILL_RACER')
    return buildHillRacerGame({ ...worldInput, prompt, editedVehicle, recast });
  if (genre === 'AERIAL') return buildAerialGame({ ...worldInput, prompt, editedVehicle, recast });
  if (genre !== 'PLATFORMER') throw new Error(`Genre ${String(genre)} is not supported yet`);
  const platformerWorld = buildPlatformerWorld({
    analysis,
    author,
    seed,
    createdAt,
    mediaBaseUrl,
    targetAudience,
  });
  const checked = parseWorldFile(platformerWorld);
  if (!checked.ok) throw new Error(`Generated world is invalid: ${checked.error}`);
  if (checked.world.gameGenre !== 'PLATFORMER')
    throw new Error('Generated world has the wrong genre');

  const cast = {
    hero: analysis.hero.look,
    enemy: analysis.enemy.look,
    collectible: analysis.collectible,
    goal: analysis.goal,
  };
  const level = generatePlatformerLevel(checked.world);
  const stills: [string, string][] = [
    [PLATFORMER_MEDIA.hero, characterSheetFor(analysis.hero, 'hero')],
    [PLATFORMER_MEDIA.enemy, characterSheetFor(analysis.enemy, 'enemy')],
    [PLATFORMER_MEDIA.collectible, itemSpriteFor(analysis.collectible)],
    [PLATFORMER_MEDIA.goal, goalSpriteFor(analysis.goal)],
    [PLATFORMER_MEDIA.screenshot, screenshotSvg(checked.world, cast, level)],
  ];
  const [files, preview] = await Promise.all([
    Promise.all(
      stills.map(async ([path, svg]): Promise<GeneratedFile> => ({
        path,
        contentType: 'image/png',
        body: await renderPng(svg),
      })),
    ),
    renderAnimatedWebp(previewFrameSvgs(checked.world, cast, level), PREVIEW_FRAME_MS),
  ]);
  files.push({ path: PLATFORMER_MEDIA.preview, contentType: 'image/webp', body: preview });
  return {
    world: checked.world,
    title: checked.world.worldProfileData.locationName,
    description: checked.world.worldProfileData.backgroundStoryText,
    files,
    screenshotPath: PLATFORMER_MEDIA.screenshot,
    previewPath: PLATFORMER_MEDIA.preview,
    targetAudience,
  };
}
