import type { Game } from '@promptplay/contracts';
import { useEffect, useRef, useState } from 'react';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { MESSAGES } from '@promptplay/contracts';
import { waitForDraftGame } from '../create/draftApi.js';
import { showLatestVersion } from './latestGame.js';
import { requestRefine } from './refineApi.js';
import { refineErrorText } from './refineErrorText.js';

export type RefineState =
  { phase: 'idle'; error: string | null } | { phase: 'building'; prompt: string };

/**
 * Sends a follow-up and watches its build like the create flow (the draft's status), then
 * shows the new version. Lives with the detail modal: leaving it stops watching (the server
 * still builds the version).
 */
export function useRefine(game: Game, playerId: string) {
  const { api, queryClient } = useServices();
  const toast = useToast();
  const [state, setState] = useState<RefineState>({ phase: 'idle', error: null });
  const watching = useRef<AbortController | null>(null);
  useEffect(() => () => watching.current?.abort(), []);

  async function refine(prompt: string): Promise<boolean> {
    const text = prompt.trim();
    if (!text) {
      setState({ phase: 'idle', error: MESSAGES.refinePromptEmpty });
      return false;
    }
    const controller = new AbortController();
    watching.current = controller;
    setState({ phase: 'building', prompt: text });
    try {
      const draftId = await requestRefine(api, game.id, text);
      await waitForDraftGame(api, draftId, { signal: controller.signal });
      await showLatestVersion(api, queryClient, game.id, playerId);
      if (controller.signal.aborted) return false;
      setState({ phase: 'idle', error: null });
      toast('success', MESSAGES.refineDone);
      return true;
    } catch (error) {
      if (controller.signal.aborted) return false;
      setState({ phase: 'idle', error: refineErrorText(error) });
      return false;
    }
  }

  return { state, refine };
}
