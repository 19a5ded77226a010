import { describe, expect, it } from 'vitest';
import { characterSpriteOf } from '../../art/library/characterSprite.js';
import { lookupSprite } from '../../art/library/rankSprites.js';
import { spritesOfLook } from '../../art/library/spritedLook.js';
import { createRandom } from '../../random/seededRandom.js';
import { analyzePrompt } from '../analyzePrompt.js';
import { lookFromWords } from '../characterLook.js';
import type { CharacterLook } from '../types.js';
import { JOB_WORDS } from './jobWords.js';

/** One word per job a player may name: each must read as that job, not as a generic person. */
// prettier-ignore
const JOBS = [
  'sheriff', 'cowboy', 'rancher', 'police', 'bodyguard', 'detective', 'spy', 'agent', 'soldier',
  'firefighter', 'lifeguard', 'paramedic', 'doctor', 'surgeon', 'nurse', 'dentist', 'vet',
  'pharmacist', 'scientist', 'chef', 'baker', 'pizzaiolo', 'butcher', 'waiter', 'butler', 'barista',
  'farmer', 'gardener', 'florist', 'beekeeper', 'shepherd', 'fisherman', 'lumberjack', 'zookeeper',
  'explorer', 'archaeologist', 'ranger', 'postman', 'courier', 'milkman', 'pilot', 'captain',
  'sailor', 'trucker', 'mime', 'artist', 'clown', 'ballerina', 'dancer', 'singer', 'rockstar',
  'drummer', 'dj', 'pianist', 'violinist', 'magician', 'photographer', 'reporter', 'gamer', 'hacker',
  'referee', 'coach', 'footballer', 'boxer', 'skier', 'skater', 'swimmer', 'teacher', 'professor',
  'graduate', 'student', 'librarian', 'businessman', 'lawyer', 'banker', 'accountant', 'judge',
  'priest', 'monk', 'cashier', 'barber', 'tailor', 'janitor', 'maid', 'plumber', 'mechanic',
  'electrician', 'builder', 'miner', 'tourist', 'nanny', 'inventor', 'burglar', 'outlaw', 'hunter', 'shopper', 'astronaut', 'pirate', 'knight',
];

const lookOf = (job: string): CharacterLook =>
  lookFromWords({ head: job, modifiers: [], isPerson: true, isHostile: false }, createRandom(1));

/** What tells one person from another at a glance: hat, clothes, glasses, what they hold. */
function signatureOf(look: CharacterLook): string {
  const held = spritesOfLook(look).heldSprite?.id ?? look.held;
  return [
    look.headgear,
    look.bodyColor,
    look.accentColor,
    look.outfitDetail ?? 'none',
    look.eyewear ?? 'none',
    look.back,
    held,
  ].join(' ');
}

/** The generic person: hair, plain clothes, nothing worn or held. */
const isGeneric = (look: CharacterLook): boolean =>
  look.headgear === 'hair' &&
  (look.outfitDetail ?? 'none') === 'none' &&
  (look.eyewear ?? 'none') === 'none' &&
  look.held === 'none' &&
  !spritesOfLook(look).heldSprite &&
  look.back === 'none';

describe('people by their job', () => {
  it('dresses each of a broad list of jobs in its own specific look', () => {
    const looks = JOBS.map((job) => ({ job, look: lookOf(job) }));
    for (const { job, look } of looks) {
      expect(look.body, job).toBe('humanoid');
      expect(isGeneric(look), job).toBe(false);
    }
    const bySignature = new Map<string, string[]>();
    for (const { job, look } of looks)
      bySignature.set(signatureOf(look), [...(bySignature.get(signatureOf(look)) ?? []), job]);
    const shared = [...bySignature.values()].filter((jobs) => jobs.length > 1);
    expect(shared).toEqual([]);
  });

  it('finds every job prop in the art library', () => {
    for (const [job, trait] of Object.entries(JOB_WORDS))
      if (trait.prop) expect(lookupSprite(trait.prop), `${job}: ${trait.prop}`).not.toBeNull();
  });

  it('draws named people with the rig in their outfit, never a stand-in library person', () => {
    const sheriff = analyzePrompt('A sheriff duels a werewolf outside a saloon', 3).hero;
    expect(sheriff.sprite ?? null).toBeNull();
    expect(characterSpriteOf(sheriff)).toBeNull();
    expect(sheriff.look).toMatchObject({ headgear: 'cowboyHat', outfitDetail: 'badge' });
    const mime = analyzePrompt('A mime juggles in a park', 3).hero.look;
    expect(mime).toMatchObject({
      headgear: 'beret',
      outfitDetail: 'stripes',
      skinColor: '#fbfbff',
    });
    const postman = analyzePrompt('A postman runs from angry dogs', 3).hero.look;
    expect(spritesOfLook(postman).heldSprite?.id).toBe('fluent-emoji-flat:envelope');
  });

  it('puts the job prop down when the prompt names a weapon', () => {
    const look = analyzePrompt('A beekeeper fights hornets with a sword', 3).hero.look;
    expect(look.held).toBe('sword');
    expect(spritesOfLook(look).heldSprite ?? null).toBeNull();
  });
});
