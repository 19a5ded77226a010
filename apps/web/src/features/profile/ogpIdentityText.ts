import { OGP_LINKED_ID_HINT } from '@promptplay/contracts';

/** Texts of the profile's OGP rewards section. */
export const OGP_IDENTITY_TEXT = {
  title: 'OGP rewards',
  goesTo: 'Your rewards go to',
  none: 'Sign in with a verified email or link an id to receive rewards.',
  delivered: (points: number, rounds: number) =>
    `${points} points from ${rounds} ${rounds === 1 ? 'round' : 'rounds'}`,
  waiting: (points: number) => `${points} points on their way`,
  linkLabel: 'Wallet or Play.fun id',
  linkHint: OGP_LINKED_ID_HINT,
  link: 'Link',
  unlink: 'Use my email instead',
  failed: 'That did not work, try again.',
} as const;
