import type { GameCreationPayload } from '@promptplay/contracts';

/** "Pickle Knight, the hero who…" → "Pickle Knight" (the generator builds from these names). */
function leadingName(text: string): string {
  return (text.split(/[,:.;!?\n]/, 1)[0] ?? '').trim();
}

/**
 * The texts a draft's game is rated by: what the player typed, the genre fields, and the
 * hero, enemy and place names the game is built from. The rest of the categorized texts is
 * the categorizer's own boilerplate ("grumpy rather than scary"), which would otherwise lift
 * every game to an older audience than its content calls for.
 */
export function audienceTextsOf(payload: GameCreationPayload): string[] {
  return [
    payload.originalPlayerPrompt,
    ...Object.values(payload.genreSpecificFields).filter((text) => typeof text === 'string'),
    leadingName(payload.characterPrompt),
    leadingName(payload.secondaryCharacterPrompt),
    leadingName(payload.environmentCreationPrompt),
  ];
}
