import type { GenreSpecificFieldKey } from '@promptplay/contracts';

/** Slot names the analyzer uses today, named like their fields; others from their name. */
const SLOT_LABELS: Readonly<Record<string, string>> = {
  character: 'Hero',
  secondaryCharacter: 'Sidekick or rival',
};

function sentenceCase(camel: string): string {
  const words = camel
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A readable label for a genre field key.
 *
 * @example genreFieldLabel('opponentPersonalitiesDescription') // 'Opponent personalities'
 */
export function genreFieldLabel(key: GenreSpecificFieldKey): string {
  return sentenceCase(key.replace(/Description$/, ''));
}

/**
 * A readable label for a character slot.
 *
 * @example characterSlotLabel('secondaryCharacter') // 'Secondary character'
 */
export function characterSlotLabel(slot: string): string {
  return SLOT_LABELS[slot] ?? sentenceCase(slot);
}

/** Similarity 0..1 as the percentage players read: 0.873 → '87%'. */
export function similarityPercent(similarity: number): string {
  return `${Math.round(Math.min(Math.max(similarity, 0), 1) * 100)}%`;
}
