import { MESSAGES } from '@promptplay/contracts';
import type { LoadingStep } from './gameStore.js';

/** The game layer's status text for each loading step (spec §2), in the order they show. */
export const STATUS_TEXT: Readonly<Record<LoadingStep, string>> = {
  auth: MESSAGES.statusCheckingAuthentication,
  runtime: MESSAGES.statusLoadingRuntime,
  details: MESSAGES.statusLoadingGameDetails,
  starting: MESSAGES.statusStartingGame,
  creating: MESSAGES.statusCreatingEnvironment,
};
