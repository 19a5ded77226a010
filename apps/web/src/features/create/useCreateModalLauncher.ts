import { CONSTANTS, type SavedCreateModalState } from '@promptplay/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthState, useServices } from '../../app/ServicesContext.js';
import { examplePromptsQueryKey } from '../examplePrompts/useExamplePrompts.js';
import { loadExamplePrompts } from '../examplePrompts/examplePromptsApi.js';
import { useGameCreationDeps } from './gameCreationDeps.js';
import { hasPendingPrompt } from './pendingPromptKey.js';
import {
  clearSavedCreateModalState,
  readSavedCreateModalState,
  remixStartState,
} from './savedCreateState.js';
import { OPEN_CREATE_PARAM } from './signInToCreate.js';

export interface CreateModalLauncher {
  isOpen: boolean;
  /** State saved before a sign-in, restored into the modal (spec §4). */
  restored: SavedCreateModalState | null;
  /** Changes with every opening, so each one starts a fresh modal. */
  openKey: number;
  open: () => void;
  /** Opens the modal on a remix of the game: its categorization, prefilled (issue 14). */
  openRemix: (gameId: string) => void;
  close: () => void;
}

/**
 * Owns the create modal's opening: the CREATE button, the reopen after sign-in (with
 * `openCreate=true`, or a fresh save once signed in: after 200 ms, with the state if under
 * 1 hour old), a pending prompt game left before a reload, and the example prompts, which
 * load on entry (spec §2, §4).
 */
export function useCreateModalLauncher(): CreateModalLauncher {
  const { api, queryClient } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSocial = useAuthState((state) => state.claims?.authMethod === 'social');
  const creationDeps = useGameCreationDeps();
  const [modal, setModal] = useState<Omit<CreateModalLauncher, 'open' | 'openRemix' | 'close'>>({
    isOpen: false,
    restored: null,
    openKey: 0,
  });
  const [hasReopened, setHasReopened] = useState(false);
  const wantsOpenCreate = searchParams.get(OPEN_CREATE_PARAM) === 'true';

  useEffect(() => {
    void queryClient.prefetchQuery({
      queryKey: examplePromptsQueryKey,
      queryFn: ({ signal }) => loadExamplePrompts(api, signal),
      staleTime: Infinity,
    });
  }, [api, queryClient]);

  useEffect(() => {
    if (!hasPendingPrompt(window.sessionStorage)) return;
    // The creation code loads only then: it is out of the first view's scripts.
    let isCurrent = true;
    void import('./startPendingPrompt.js').then(
      ({ startPendingPrompt }) => {
        if (isCurrent) startPendingPrompt(window.sessionStorage, creationDeps());
      },
      () => {
        // The code did not load (offline): the prompt waits in storage for the next load.
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [creationDeps]);

  useEffect(() => {
    if (hasReopened) return;
    const saved = readSavedCreateModalState(window.localStorage, Date.now());
    if (!wantsOpenCreate && !(saved && isSocial)) return;
    const timer = setTimeout(() => {
      setHasReopened(true);
      clearSavedCreateModalState(window.localStorage);
      setModal((current) => ({ isOpen: true, restored: saved, openKey: current.openKey + 1 }));
      if (wantsOpenCreate) {
        setSearchParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.delete(OPEN_CREATE_PARAM);
            return next;
          },
          { replace: true },
        );
      }
    }, CONSTANTS.CREATE_MODAL_REOPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasReopened, isSocial, setSearchParams, wantsOpenCreate]);

  const open = useCallback(
    () => setModal((current) => ({ isOpen: true, restored: null, openKey: current.openKey + 1 })),
    [],
  );
  const openRemix = useCallback(
    (gameId: string) =>
      setModal((current) => ({
        isOpen: true,
        restored: remixStartState(gameId, Date.now()),
        openKey: current.openKey + 1,
      })),
    [],
  );
  const close = useCallback(
    () => setModal((current) => ({ ...current, isOpen: false, restored: null })),
    [],
  );
  return { ...modal, open, openRemix, close };
}
