import { isOwnName, titleCase } from './naming.js';

/**
 * First names by their initial, so a name can sound like the role it goes with ("Dot the
 * Driver", "Gus the Gardener"). The first one of the initial that fits is taken.
 */
// prettier-ignore
const FIRST_NAMES: Readonly<Record<string, readonly string[]>> = {
  a: ['Ada', 'Abby'], b: ['Bea', 'Bo'], c: ['Cleo', 'Cal'], d: ['Dot', 'Dex'], e: ['Edie', 'Eli'],
  f: ['Finn', 'Flo'], g: ['Gus', 'Greta'], h: ['Hana', 'Hal'], i: ['Ivy', 'Iggy'], j: ['Jax', 'Juno'],
  k: ['Kit', 'Kai'], l: ['Lola', 'Leo'], m: ['Milo', 'Mia'], n: ['Nina', 'Ned'], o: ['Olive', 'Otto'],
  p: ['Pip', 'Penny'], q: ['Quinn', 'Queenie'], r: ['Rosa', 'Rex'], s: ['Sam', 'Suki'],
  t: ['Tess', 'Theo'], u: ['Uma', 'Ulf'], v: ['Vera', 'Vic'], w: ['Wren', 'Walt'], x: ['Xena', 'Xavi'],
  y: ['Yuki', 'Yara'], z: ['Zoe', 'Zed'],
};
const ANY_NAMES: readonly string[] = ['Max', 'Lola', 'Sam', 'Nina'];

/**
 * How the text calls a hero the prompt never named: a first name with the role it plays
 * ("driver" → "Dot the Driver"), never the bare role as if it were a name ("Driver has a
 * lawn mower"). A role that is a name already stays ("santa" → "Santa"). `avoid` tells which
 * names may not be used (one named after the prompt's verb).
 *
 * @example impliedHeroName('gardener', () => false) // => 'Gus the Gardener'
 */
export function impliedHeroName(role: string, avoid: (name: string) => boolean): string {
  const title = titleCase(role);
  if (role.split(' ').some(isOwnName)) return title;
  const names = [...(FIRST_NAMES[role.charAt(0)] ?? []), ...ANY_NAMES];
  const first = names.find((name) => !avoid(name.toLowerCase())) ?? 'Max';
  return `${first} the ${title}`;
}
