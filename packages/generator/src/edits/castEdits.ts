import type {
  BrainrotWorld,
  Character,
  CollectibleWorld,
  FarmingWorld,
  FightingWorld,
  FpsWorld,
  ItemSprite,
  MergeWorld,
  ShooterWorld,
  SlapperWorld,
  WorldFile,
  WorldProfileData,
} from '@promptplay/contracts';
import { OPENING_BOUT_LEAD, warmupLead } from '../world/buildFightingWorld.js';
import { traderNameOf } from '../world/farming/farmingCast.js';
import { pluralPhrase } from '../world/story.js';
import { displayNameOf, entriesOf, firstClauseOf, namesBySlot, renamed } from './editedNames.js';
import type { FieldEdits } from './genreFieldEdits.js';

/** Old name → new name, as the world's title and story say them. */
type Renames = Map<string, string>;

const clip = (text: string, max: number): string => text.slice(0, max);

/** A character the player renamed and described with one entry of a field. */
function recast<T extends Character>(character: T, entry: string): T {
  return { ...character, name: displayNameOf(entry), description: clip(entry, 300) };
}

/** An item sprite the player renamed. */
const renamedItem = <T extends ItemSprite>(item: T, entry: string): T => ({
  ...item,
  name: displayNameOf(entry),
});

/**
 * The entries of a list field laid over `count` slots: slot index → the player's entry.
 * `lastIsTop`: a shorter list's last entry goes to the last slot (champion, top of a chain).
 */
function entriesBySlot(text: string | undefined, count: number, lastIsTop: boolean) {
  return new Map(text ? namesBySlot(entriesOf(text), count, lastIsTop) : []);
}

function withRenamedProfile(profile: WorldProfileData, renames: Renames): WorldProfileData {
  return {
    ...profile,
    locationName: renamed(profile.locationName, renames, 80),
    backgroundStoryText: renamed(profile.backgroundStoryText, renames, 600),
  };
}

/** Opponents named as the player listed them (the last is the champion), and the dummy. */
function fightingWithEdits(world: FightingWorld, edits: FieldEdits): FightingWorld {
  const renames: Renames = new Map();
  const { opponents } = world.fighting;
  const entries = entriesBySlot(edits.opponentPersonalitiesDescription, opponents.length, true);
  const named = opponents.map((opponent, index) => {
    const entry = entries.get(index);
    if (!entry) return opponent;
    const character = recast(opponent.character, entry);
    renames.set(opponent.character.name, character.name);
    return { ...opponent, character };
  });
  let { dummy } = world.characters;
  let { fighting, worldProfileData: profile } = world;
  if (edits.punchingDummyDescription) {
    // A dummy the player named is one they want to punch: the fight warms up on it again.
    if (fighting.warmup === 'none') {
      const { warmup: _opensOnRival, ...rest } = fighting;
      fighting = rest;
      profile = {
        ...profile,
        backgroundStoryText: profile.backgroundStoryText.replace(
          OPENING_BOUT_LEAD,
          warmupLead(dummy.name),
        ),
      };
    }
    const next = recast(dummy, edits.punchingDummyDescription);
    renames.set(dummy.name.toLowerCase(), next.name.toLowerCase());
    dummy = next;
  }
  return {
    ...world,
    worldProfileData: withRenamedProfile(profile, renames),
    characters: { ...world.characters, dummy },
    fighting: { ...fighting, opponents: named },
  };
}

/** Weapons named as the player listed them, lightest first. */
function slapperWithEdits(world: SlapperWorld, edits: FieldEdits): SlapperWorld {
  const renames: Renames = new Map();
  const { weapons } = world.slapper;
  const entries = entriesBySlot(edits.slapWeaponsDescription, weapons.length, false);
  const named = weapons.map((weapon, index) => {
    const entry = entries.get(index);
    if (!entry) return weapon;
    const sprite = renamedItem(weapon.sprite, entry);
    renames.set(weapon.sprite.name.toLowerCase(), sprite.name.toLowerCase());
    return { ...weapon, sprite };
  });
  return {
    ...world,
    worldProfileData: withRenamedProfile(world.worldProfileData, renames),
    slapper: { ...world.slapper, weapons: named },
  };
}

/** The chain's rungs named as the player listed them (the last is the top prize). */
function mergeWithEdits(world: MergeWorld, edits: FieldEdits): MergeWorld {
  const renames: Renames = new Map();
  const { chain } = world.items;
  const entries = entriesBySlot(edits.mergeChainDescription, chain.length, true);
  const named = chain.map((item, index) => {
    const entry = entries.get(index);
    if (!entry) return item;
    const next = renamedItem(item, entry);
    renames.set(item.name, next.name);
    return next;
  });
  return {
    ...world,
    worldProfileData: withRenamedProfile(world.worldProfileData, renames),
    items: { ...world.items, chain: named },
  };
}

/** Props named as the player listed them, the prompt's own first. */
function brainrotWithEdits(world: BrainrotWorld, edits: FieldEdits): BrainrotWorld {
  const renames: Renames = new Map();
  const { props } = world.items;
  const entries = entriesBySlot(edits.brainrotPropsDescription, props.length, false);
  const named = props.map((prop, index) => {
    const entry = entries.get(index);
    if (!entry) return prop;
    const next = renamedItem(prop, entry);
    // The story rains them in the plural ("It is raining screaming donuts, …").
    renames.set(pluralPhrase(prop.name.toLowerCase()), pluralPhrase(next.name.toLowerCase()));
    return next;
  });
  return {
    ...world,
    worldProfileData: withRenamedProfile(world.worldProfileData, renames),
    items: { ...world.items, props: named },
  };
}

/** The three traders, each named after the creature the player wrote ("Goat the Crop Buyer"). */
function farmingWithEdits(world: FarmingWorld, edits: FieldEdits): FarmingWorld {
  const renames: Renames = new Map();
  const trader = (character: Character, text: string | undefined, role: string): Character => {
    if (!text) return character;
    const phrase = firstClauseOf(text);
    // The story sells to the buyer by its phrase ("sell to a hungry pig").
    renames.set(character.description, phrase);
    return { ...character, name: traderNameOf(phrase, role), description: phrase };
  };
  const { characters } = world;
  return {
    ...world,
    characters: {
      ...characters,
      landSeller: trader(characters.landSeller, edits.landSellerDescription, 'Land Seller'),
      seedSeller: trader(characters.seedSeller, edits.seedSellerDescription, 'Seed Seller'),
      cropBuyer: trader(characters.cropBuyer, edits.cropBuyerDescription, 'Crop Buyer'),
    },
    worldProfileData: withRenamedProfile(world.worldProfileData, renames),
  };
}

/** The little and the speedy enemies named and described as the player wrote them. */
function shooterWithEdits<T extends ShooterWorld | FpsWorld>(world: T, edits: FieldEdits): T {
  const { basicEnemy, fastEnemy } = world.characters;
  const basic = edits.basicEnemyDescription;
  const fast = edits.fastEnemyDescription;
  return {
    ...world,
    characters: {
      ...world.characters,
      basicEnemy: basic ? recast(basicEnemy, basic) : basicEnemy,
      fastEnemy: fast ? recast(fastEnemy, fast) : fastEnemy,
    },
  };
}

/** The rare bonus pickup named as the player wrote it ("golden apple: bonus points…"). */
function collectibleWithEdits(world: CollectibleWorld, edits: FieldEdits): CollectibleWorld {
  const bonus = edits.collectibleDescription;
  if (!bonus) return world;
  return { ...world, items: { ...world.items, bonus: renamedItem(world.items.bonus, bonus) } };
}

/**
 * The world with the player's edited genre fields in it: every edited field's text as the
 * player wrote it, and the cast those fields describe (opponents, dummy, slap weapons, merge
 * chain, brainrot props, farm traders, shooter kin, bonus item) renamed after it, in the title
 * and story too. Sprites stay as drawn. No edits, the same world.
 *
 * @example withCastEdits(fightingWorld, { opponentPersonalitiesDescription: 'Angry Bob; Champion Max' })
 * // => first opponent "Angry Bob", champion "Champion Max", story "… then face Angry Bob, …"
 */
export function withCastEdits(world: WorldFile, edits: FieldEdits): WorldFile {
  if (Object.keys(edits).length === 0) return world;
  const fielded = { ...world, genreSpecificFields: { ...world.genreSpecificFields, ...edits } };
  switch (fielded.gameGenre) {
    case 'FIGHTING':
      return fightingWithEdits(fielded, edits);
    case 'SLAPPER':
      return slapperWithEdits(fielded, edits);
    case 'MERGE':
      return mergeWithEdits(fielded, edits);
    case 'BRAINROT':
      return brainrotWithEdits(fielded, edits);
    case 'FARMING':
      return farmingWithEdits(fielded, edits);
    case 'SHOOTER':
    case 'FPS':
      return shooterWithEdits(fielded, edits);
    case 'COLLECTIBLE':
      return collectibleWithEdits(fielded, edits);
    case 'PLATFORMER':
    case 'SPLATTER':
    case 'RACING':
    case 'HILL_RACER':
    case 'AERIAL':
      // Their fields rename the enemy, the collectible or the vehicle before the build.
      return fielded;
  }
}
