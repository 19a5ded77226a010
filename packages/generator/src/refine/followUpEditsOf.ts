import type { GameGenre } from '@promptplay/contracts';
import type { FollowUpEdit } from './followUpEdits.js';
import { readFollowUp } from './readFollowUp.js';

/** A follow-up prompt in which nothing can be read as a change to the game. */
export class UnreadableFollowUpError extends Error {
  override readonly name = 'UnreadableFollowUpError';
  constructor(readonly followUp: string) {
    super(`Nothing to change in the follow-up "${followUp}"`);
  }
}

/** Every follow-up's edits, in order; throws `UnreadableFollowUpError` for one that says none. */
export function followUpEditsOf(followUps: readonly string[], genre: GameGenre): FollowUpEdit[] {
  return followUps.flatMap((followUp) => {
    const edits = readFollowUp(followUp, genre);
    if (edits.length === 0) throw new UnreadableFollowUpError(followUp);
    return edits;
  });
}
