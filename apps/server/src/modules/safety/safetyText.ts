/** Safety texts the spec does not quote. */
export const SAFETY_TEXT = {
  /** Why a prompt (or a generated text) was refused; the offending word is never repeated. */
  refused: 'Please keep it friendly: this text contains words we do not allow in games.',
} as const;
