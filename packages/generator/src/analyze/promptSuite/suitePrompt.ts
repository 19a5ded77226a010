import type { GameGenre } from '@promptplay/contracts';
import type { Mood, PlaceId, PlaceState, Season, SkyEvent, TimeOfDay, Weather } from '../types.js';

/**
 * One prompt of the faithfulness suite and what a player who typed it expects to see.
 * Written as a player would read the prompt, not as the reader happens to read it.
 */
export interface SuitePrompt {
  prompt: string;
  genre: GameGenre;
  /** Every place it names, main first ([] when it names none). */
  places: PlaceId[];
  /** A noun the hero's name must contain; null when the prompt names no hero. */
  hero: string | null;
  /** For prompts that start with an order ("slap…"): the hero is never named after it. */
  verb?: string;
  /** Every noun it names that the game should draw: cast, items, weapon, vehicle, landmarks. */
  things: string[];
  time?: TimeOfDay;
  weather?: Weather;
  /** The season it names (autumn, spring): the place's trees and grass take it. */
  season?: Season;
  mood?: Mood;
  /** The sky phenomenon it names (the aurora, a rainbow, hail, a sandstorm). */
  sky?: SkyEvent;
  /** What has become of the place it names (burning, ruined, muddy, messy...): drawn on it. */
  state?: PlaceState;
  /** Words the genre's own fields must contain ("shopping cart" for a racing vehicle). */
  field?: string;
}

export const S = (
  genre: GameGenre,
  prompt: string,
  places: PlaceId[],
  hero: string | null,
  things: string[],
  extra: Partial<
    Pick<SuitePrompt, 'verb' | 'time' | 'weather' | 'mood' | 'season' | 'sky' | 'field' | 'state'>
  > = {},
): SuitePrompt => ({ prompt, genre, places, hero, things, ...extra });
