import type { GameGenre } from '@promptplay/contracts';
import type { CharacterLook, Mood, PlaceId, TimeOfDay, Weather } from '../analyze/types.js';

/** Parts of the hero's look a follow-up may change ("make the hero red", "give the hero a hat"). */
export type HeroLookEdit = Partial<
  Pick<CharacterLook, 'bodyColor' | 'accentColor' | 'headgear' | 'back' | 'wings'>
>;

/**
 * One change a follow-up prompt asks for. The scene ones (time, weather, mood, place) and the
 * new hero or enemy go on the reading like an AI world design; the rest tune the built world.
 */
export type FollowUpEdit =
  | { kind: 'timeOfDay'; value: TimeOfDay }
  | { kind: 'weather'; value: Weather }
  | { kind: 'mood'; value: Mood }
  | { kind: 'place'; value: PlaceId }
  | { kind: 'hero'; noun: string }
  | { kind: 'heroLook'; look: HeroLookEdit }
  | { kind: 'enemy'; noun: string }
  /** Enemies (and the pace of the game) faster (> 1) or slower (< 1). */
  | { kind: 'speed'; factor: number }
  /** More (> 1) or fewer (< 1) enemies. */
  | { kind: 'enemyCount'; factor: number }
  /** Another boss: a second opponent where the genre has several, else a tougher boss. */
  | { kind: 'boss' }
  | { kind: 'difficulty'; step: -1 | 1 };

export type EditKind = FollowUpEdit['kind'];

/** The world fields an edit kind tunes in each genre; a genre without them cannot take it. */
export type GenreTuning = Readonly<Partial<Record<GameGenre, readonly string[]>>>;
