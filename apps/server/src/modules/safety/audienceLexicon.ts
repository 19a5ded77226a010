import type { TargetAudience } from '@promptplay/contracts';

/** The audiences a word can lift a game to (children is what is left; nothing rates unrestricted). */
export type RatedAudience = Exclude<TargetAudience, 'children' | 'unrestricted'>;

const words = (list: string) => list.trim().split(/\s+/);

/**
 * Words that lift a game's audience rating, by the mildest audience they fit. A game with
 * none of them is for children; cartoon conflict makes it family; real weapons, blood and
 * the undead teens; alcohol, gambling and murder adults; gore, sex and hard drugs mature
 * adults. These are stems: plurals and -ed/-ing/-er forms are derived (`audienceOfWord`).
 * Words with an everyday meaning in farming or cooking games ("weed", "smoking") are left out.
 */
export const AUDIENCE_LEXICON: Readonly<Record<RatedAudience, readonly string[]>> = {
  family: words(`
    fight punch kick slap smack battle attack enemy enemies sword shoot blast blaster laser
    cannon spear axe arrow ninja pirate monster ghost haunt villain duel brawl combat wrestle
    karate boxing boxer smash zap destroy defeat invade invader raid warrior splat stomp bully
    rival poison`),
  teens: words(`
    kill blood bloody gun rifle pistol shotgun sniper grenade bomb explosive war warfare soldier
    zombie undead demon devil hell vampire werewolf ghoul scary creepy weapon knife stab assassin
    die dying dead deadly death brutal violent violence slay horror`),
  adults: words(`
    beer wine whiskey whisky vodka booze drunk alcohol cocktail cigarette cigar tobacco casino
    gamble poker blackjack roulette hangover nightclub murder assassinate hostage nazi mafia
    gangster cartel marijuana`),
  mature_adults: words(`
    gore gory gruesome dismember decapitate behead disembowel mutilate torture massacre
    slaughter bloodbath carnage corpse cadaver cannibal sex sexy sexual nude naked nudity erotic
    stripper porn drug cocaine heroin meth overdose suicide genocide terrorist lingerie brothel
    prostitute`),
};
