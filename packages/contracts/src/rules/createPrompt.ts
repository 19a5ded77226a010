import { PROMPT_MAX_LENGTH } from '../constants.js';
import { GAME_GENRES, MODAL_GENRES } from '../enumLists.js';
import { MESSAGES } from '../messages.js';

export type CreatePromptInput = {
  prompt: string;
  /** The chosen genre, as the modal lists it ('Platformer') or as the API names it ('PLATFORMER'). */
  genre: string | null | undefined;
};

const KNOWN_GENRES: ReadonlySet<string> = new Set<string>([...MODAL_GENRES, ...GAME_GENRES]);

/**
 * The create modal's submit check (spec §5): the first problem's message, or null when valid.
 *
 * @example validateCreatePrompt({ prompt: '  ', genre: 'Merge' }) // 'Please enter a game description'
 */
export function validateCreatePrompt({ prompt, genre }: CreatePromptInput): string | null {
  const trimmed = prompt.trim();
  if (trimmed.length === 0) return MESSAGES.enterGameDescription;
  if (trimmed.length > PROMPT_MAX_LENGTH) return MESSAGES.promptTooLong(PROMPT_MAX_LENGTH);
  if (!genre || !KNOWN_GENRES.has(genre)) return MESSAGES.selectGameGenre;
  return null;
}
