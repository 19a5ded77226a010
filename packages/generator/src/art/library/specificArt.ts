import { JOB_WORDS } from '../../analyze/lexicon/jobWords.js';
import { WEAPON_KIND_OF, WEAPON_KIND_SPRITES } from '../../analyze/lexicon/weaponKinds.js';
import { kinSpriteOf, phraseWords } from './characterSprite.js';
import { lookupSprite } from './rankSprites.js';
import { thingVehicleSpriteOf } from './thingVehicle.js';

/** How the game draws a named noun as itself, or null when it would fall back to a default. */
export type SpecificArt = 'sprite' | 'job outfit' | 'kind sprite' | 'kin sprite' | 'carried thing';

/**
 * How a noun the player named is drawn as itself: its own library sprite; a person by the rig
 * in their job's outfit (a sheriff's hat and badge, a mime's beret and stripes); a wielded
 * thing with no sprite of its own as its kind's (a scimitar as a blade, an encyclopedia as a
 * book); an animal the library lacks as its nearest relative (a narwhal as a whale); a vehicle
 * named by what it carries with the thing on it (a hot dog cart). Null means a silent default.
 *
 * @example specificArtOf('beekeeper') // => 'job outfit'
 * @example specificArtOf('blorptang') // => null
 */
export function specificArtOf(noun: string): SpecificArt | null {
  if (lookupSprite(noun)) return 'sprite';
  const words = phraseWords(noun);
  const head = words.at(-1);
  if (head === undefined) return null;
  if (head in JOB_WORDS) return 'job outfit';
  if (kinSpriteOf(words)) return 'kin sprite';
  if (thingVehicleSpriteOf(noun)) return 'carried thing';
  const kind = WEAPON_KIND_OF[head];
  return kind && lookupSprite(WEAPON_KIND_SPRITES[kind]) ? 'kind sprite' : null;
}
