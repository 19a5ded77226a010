// Its styles travel with this chunk (the create flow and its creation loading card).
import '../../styles/create.css';
import {
  MESSAGES,
  MODAL_GENRES,
  MODAL_GENRE_TO_API,
  validateCreatePrompt,
  type CategorizedPrompt,
  type GameGenre,
  type ModalGenre,
  type SavedCreateModalState,
} from '@promptplay/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { trackPromptEdits, trackPromptSubmitted } from '../../lib/analytics/createSteps.js';
import { useStartSignIn } from '../auth/useStartSignIn.js';
import { Sheet } from '../../ui/Sheet.js';
import { pickSurprisePrompt } from '../examplePrompts/examplePromptsApi.js';
import { useExamplePrompts } from '../examplePrompts/useExamplePrompts.js';
import { RemixLoadingStep } from '../remix/RemixLoadingStep.js';
import { useRemixSourceLoad } from '../remix/useRemixSourceLoad.js';
import { useImageUpload } from '../upload/useImageUpload.js';
import { CategorizationStep } from './CategorizationStep.js';
import { CategorizeError, categorizePrompt } from './categorizeApi.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { useCreateContext } from './createContext.js';
import {
  buildGameCreationPayload,
  editsFromCategorized,
  type CategorizationEdits,
} from './creationPayload.js';
import { CREATE_TEXT } from './createText.js';
import { GeneratingStep } from './GeneratingStep.js';
import { playerGenreOrder, shouldHideProductionGenres, visibleGenres } from './genreOrder.js';
import { PromptStep, type PromptNotice } from './PromptStep.js';
import { clearSavedCreateModalState, saveCreateModalState } from './savedCreateState.js';
import { CREATE_RETURN_PATH } from './signInToCreate.js';
import { useStartGameCreation } from './useStartGameCreation.js';

type Step = 'prompt' | 'generating' | 'categorization' | 'remixLoading';

interface Analysis {
  categorized: CategorizedPrompt;
  edits: CategorizationEdits;
}

function modalGenreFor(gameGenre: GameGenre | null | undefined): ModalGenre | null {
  return MODAL_GENRES.find((genre) => MODAL_GENRE_TO_API[genre] === gameGenre) ?? null;
}

export interface CreateGameModalProps {
  /** State saved before sign-in, to continue from (spec §4). */
  restored: SavedCreateModalState | null;
  onClose: () => void;
}

/** The Create Game modal (spec §2, §4): prompt → generating → categorization → START BUILD. */
export function CreateGameModal({ restored, onClose }: CreateGameModalProps) {
  const services = useServices();
  const toast = useToast();
  const context = useCreateContext();
  const examples = useExamplePrompts();
  const startCreation = useStartGameCreation();
  const startSignIn = useStartSignIn();
  const titleId = useId();
  // A remix (issue 14) opens on the source's categorization, once it has loaded.
  const [remixOf, setRemixOf] = useState(restored?.remixOf ?? null);
  const [step, setStep] = useState<Step>(remixOf ? 'remixLoading' : 'prompt');
  const [prompt, setPrompt] = useState(restored?.prompt ?? '');
  const [genre, setGenre] = useState<ModalGenre | null>(() => modalGenreFor(restored?.gameGenre));
  const [error, setError] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [confirming, setConfirming] = useState<'back' | 'close' | null>(null);
  const upload = useImageUpload(restored?.uploadedImageUrl ?? null, 'reference_image');
  const analysisRequest = useRef<AbortController | null>(null);

  useEffect(() => {
    // Creating needs a player even where auth init is skipped (shared links).
    void services.initAuth();
  }, [services]);
  useEffect(() => () => analysisRequest.current?.abort(), []);
  useRemixSourceLoad(restored?.remixOf ?? null, {
    onLoaded: (source) => {
      setPrompt(source.prompt);
      setGenre(modalGenreFor(source.categorized.gameGenre));
      setAnalysis({
        categorized: source.categorized,
        edits: {
          ...editsFromCategorized(source.categorized),
          selectedMatches: source.selectedCharacterMatches,
        },
      });
      setStep('categorization');
    },
    onFailed: () => {
      toast('error', MESSAGES.remixSourceFailed);
      setRemixOf(null);
      setStep('prompt');
    },
  });

  // A new step replaces everything in the sheet: move focus to its heading, or it falls to
  // <body> and a screen reader hears nothing of the new step (WCAG 2.4.3).
  const [hasChangedStep, setHasChangedStep] = useState(false);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setHasChangedStep(true);
    document.getElementById(titleId)?.focus();
  }, [step, titleId]);

  const genres = useMemo(
    () =>
      visibleGenres(playerGenreOrder(context.playerId, window.localStorage), {
        hideProductionGenres: shouldHideProductionGenres(),
        isLiveEvent: context.isLiveEvent,
      }),
    [context.playerId, context.isLiveEvent],
  );
  const chosenGenre = genre && genres.includes(genre) ? genre : null;
  const isOutOfPrompts = context.dailyPromptsRemaining === 0;
  const needsFightingSignIn =
    chosenGenre === 'Fighting' && context.isLiveEvent && !context.isSocial;
  const notice: PromptNotice = isOutOfPrompts
    ? 'dailyPromptsUsed'
    : needsFightingSignIn
      ? 'fightingNeedsSignIn'
      : null;
  const uploadedImageUrl = upload.status === 'completed' ? upload.fileUrl : null;

  /** Saves the modal and signs in; it reopens with this state afterwards (spec §4). */
  const signIn = () => {
    saveCreateModalState(
      window.localStorage,
      {
        prompt,
        gameGenre: chosenGenre ? MODAL_GENRE_TO_API[chosenGenre] : null,
        characterGenerationType: 'PREMIUM',
        uploadedImageUrl,
      },
      Date.now(),
    );
    startSignIn(CREATE_RETURN_PATH);
  };

  const generate = () => {
    const problem = validateCreatePrompt({ prompt, genre: chosenGenre });
    if (problem || !chosenGenre) {
      setError(problem ?? MESSAGES.selectGameGenre);
      return;
    }
    if (isOutOfPrompts) {
      toast('error', MESSAGES.dailyPromptsUsed);
      return;
    }
    if (needsFightingSignIn) {
      toast('error', CREATE_TEXT.fightingSignInText);
      return;
    }
    setError(null);
    setStep('generating');
    const controller = new AbortController();
    analysisRequest.current = controller;
    const request = { prompt: prompt.trim(), gameGenre: MODAL_GENRE_TO_API[chosenGenre] };
    const trackAnalysed = trackPromptSubmitted(services.analytics, {
      genre: request.gameGenre,
      prompt: request.prompt,
      hasReferenceImage: uploadedImageUrl !== null,
    });
    void (async () => {
      try {
        await services.initAuth();
        const categorized = await categorizePrompt(services.api, request, controller.signal);
        if (controller.signal.aborted) return;
        trackAnalysed(true);
        setAnalysis({ categorized, edits: editsFromCategorized(categorized) });
        setStep('categorization');
      } catch (failure) {
        if (controller.signal.aborted) return;
        trackAnalysed(false);
        setStep('prompt');
        toast(
          'error',
          failure instanceof CategorizeError ? failure.message : MESSAGES.categorizeFailedTryAgain,
        );
      }
    })();
  };

  const requestClose = () => {
    if (confirming) setConfirming(null);
    else if (step === 'categorization') setConfirming('close');
    else {
      analysisRequest.current?.abort();
      onClose();
    }
  };

  const confirmLeave = () => {
    if (confirming === 'close') {
      onClose();
      return;
    }
    setConfirming(null);
    setAnalysis(null);
    // Back to a prompt of their own: no longer a remix.
    setRemixOf(null);
    setStep('prompt');
  };

  const startBuild = () => {
    if (!analysis) return;
    if (remixOf && isOutOfPrompts) {
      toast('error', MESSAGES.dailyPromptsUsed);
      return;
    }
    const { categorized, edits } = analysis;
    trackPromptEdits(
      services.analytics,
      categorized.gameGenre,
      editsFromCategorized(categorized),
      edits,
    );
    const payload = buildGameCreationPayload({
      originalPrompt: prompt,
      gameGenre: analysis.categorized.gameGenre,
      edits: analysis.edits,
      referenceImageUrl: uploadedImageUrl,
    });
    clearSavedCreateModalState(window.localStorage);
    onClose();
    startCreation(remixOf ? { ...payload, remixOf } : payload);
  };

  return (
    <Sheet
      onClose={requestClose}
      labelledBy={titleId}
      className={`create-sheet create-sheet--${step}`}
      testId="create-modal"
    >
      {step === 'prompt' && (
        <PromptStep
          titleId={titleId}
          prompt={prompt}
          onPromptChange={(next) => {
            setPrompt(next);
            setError(null);
          }}
          genre={chosenGenre}
          onGenreChange={(next) => {
            setGenre(next);
            setError(null);
          }}
          genres={genres}
          featuredGenre={context.isLiveEvent && genres.includes('Fighting') ? 'Fighting' : null}
          examples={examples}
          onSurprise={() => {
            const next = pickSurprisePrompt(examples, prompt);
            if (next) setPrompt(next);
            setError(null);
          }}
          error={error}
          upload={upload}
          canUpload={context.isSocial}
          notice={notice}
          canSignUpFromNotice={!context.isSocial}
          onSignIn={signIn}
          isGenerateDisabled={isOutOfPrompts && context.isSocial}
          onGenerate={generate}
          shouldFocusInput={!hasChangedStep}
        />
      )}
      {step === 'remixLoading' && <RemixLoadingStep titleId={titleId} />}
      {step === 'generating' && chosenGenre && (
        <GeneratingStep titleId={titleId} prompt={prompt} genre={chosenGenre} />
      )}
      {step === 'categorization' && analysis && (
        <CategorizationStep
          titleId={titleId}
          categorized={analysis.categorized}
          edits={analysis.edits}
          onEdit={(patch) =>
            setAnalysis((current) =>
              current ? { ...current, edits: { ...current.edits, ...patch } } : current,
            )
          }
          photoUrl={uploadedImageUrl ? upload.previewUrl : null}
          isPhotoUploading={upload.status === 'pending' || upload.status === 'uploading'}
          onBack={() => setConfirming('back')}
          onStartBuild={startBuild}
        />
      )}
      {confirming &&
        createPortal(
          <ConfirmDialog
            message={MESSAGES.confirmLoseEdits}
            confirmLabel={CREATE_TEXT.confirmDiscard}
            cancelLabel={CREATE_TEXT.confirmKeepEditing}
            onConfirm={confirmLeave}
            onCancel={() => setConfirming(null)}
          />,
          document.body,
        )}
    </Sheet>
  );
}
