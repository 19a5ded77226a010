/**
 * Example prompts shown when the remote example file cannot be loaded (spec §9: ten).
 * Fun and family-friendly; each names a genre-friendly idea.
 */
export const BUILT_IN_EXAMPLE_PROMPTS: readonly string[] = [
  'A brave cat knight hops across floating cheese islands to rescue the moon',
  'A robot chef slaps away runaway meatballs in a busy space diner',
  'A tiny dragon collects glowing gems in a candy forest',
  'Merge baby dinosaurs into a giant friendly T-Rex on a sunny beach',
  'A penguin races a snowmobile down icy mountain hills',
  'Grow magic pumpkins on a farm run by friendly ghosts',
  'A paper airplane pilot dodges rainbow clouds above a toy city',
  'A hamster in a bubble splats paint on a gray castle',
  'Two silly wizards have a pillow fight in a floating library',
  'An astronaut duck blasts space slime to protect a cookie planet',
];

/**
 * Parses the example-prompts text file (spec §5): split on semicolons, trim, drop one
 * trailing period, drop empties.
 *
 * @example parseExamplePrompts('A frog race.; ;A cat farm') // ['A frog race', 'A cat farm']
 */
export function parseExamplePrompts(text: string): string[] {
  return text
    .split(';')
    .map((part) => part.trim().replace(/\.$/, '').trim())
    .filter((part) => part.length > 0);
}
