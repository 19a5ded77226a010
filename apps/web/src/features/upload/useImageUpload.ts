import {
  MESSAGES,
  validateUploadFile,
  type UploadStatus,
  type UploadType,
} from '@promptplay/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthState, useServices, useToast } from '../../app/ServicesContext.js';
import { isAbortError } from '../../lib/api/errors.js';
import { UploadError } from './uploadError.js';
import { uploadImage, type UploadableFile } from './uploadImage.js';

export interface ImageUploadState {
  /** 'idle' until a file is chosen, then the spec's pending → uploading → completed | failed. */
  status: 'idle' | UploadStatus;
  /** 0..1 of the file sent. */
  progress: number;
  /** What the thumbnail shows: the local file while uploading, the stored image after. */
  previewUrl: string | null;
  /** The uploaded image's URL once completed. */
  fileUrl: string | null;
  /** Why the chosen file was refused before upload (type or size). */
  validationError: string | null;
  /** Why the upload failed, as the toast says it. */
  failure: string | null;
  /** What went wrong on the last attempt, when retries ran out ('... network error'). */
  failureDetail: string | null;
}

export interface ImageUpload extends ImageUploadState {
  select: (file: UploadableFile) => void;
  retry: () => void;
  remove: () => void;
}

const IDLE: ImageUploadState = {
  status: 'idle',
  progress: 0,
  previewUrl: null,
  fileUrl: null,
  validationError: null,
  failure: null,
  failureDetail: null,
};

function restoredState(fileUrl: string | null): ImageUploadState {
  return fileUrl
    ? { ...IDLE, status: 'completed', progress: 1, previewUrl: fileUrl, fileUrl }
    : IDLE;
}

function objectUrlFor(file: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * The create modal's reference image: checks the file, uploads it with progress and
 * retries, and toasts the outcome (spec §5, §8). Starts from a restored URL if given.
 */
export function useImageUpload(initialFileUrl: string | null, uploadType: UploadType): ImageUpload {
  const { api } = useServices();
  const toast = useToast();
  const playerId = useAuthState((state) => state.claims?.playerId ?? null);
  const [state, setState] = useState<ImageUploadState>(() => restoredState(initialFileUrl));
  const controller = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);
  const lastFile = useRef<UploadableFile | null>(null);

  const releasePreview = () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  };

  useEffect(
    () => () => {
      controller.current?.abort();
      releasePreview();
    },
    [],
  );

  const start = useCallback(
    (file: UploadableFile) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      lastFile.current = file;
      const update = (patch: Partial<ImageUploadState>) => {
        if (!current.signal.aborted) setState((previous) => ({ ...previous, ...patch }));
      };
      if (!playerId) {
        update({ status: 'failed', failure: MESSAGES.signInToUpload });
        return;
      }
      uploadImage(file, uploadType, {
        api,
        playerId,
        signal: current.signal,
        onStatus: (status) => update({ status }),
        onProgress: (progress) => update({ progress }),
      }).then(
        ({ fileUrl }) => {
          if (current.signal.aborted) return;
          update({ status: 'completed', progress: 1, fileUrl });
          toast(
            'success',
            uploadType === 'punching_dummy'
              ? MESSAGES.punchingDummyUploaded
              : MESSAGES.imageUploaded,
          );
        },
        (error: unknown) => {
          if (current.signal.aborted || isAbortError(error)) return;
          const message =
            error instanceof UploadError ? error.message : MESSAGES.uploadNetworkError;
          const cause = error instanceof Error ? error.cause : undefined;
          const failureDetail = cause instanceof UploadError ? cause.message : null;
          update({ status: 'failed', failure: message, failureDetail });
          toast('error', MESSAGES.uploadFailed(message));
        },
      );
    },
    [api, playerId, toast, uploadType],
  );

  const select = useCallback(
    (file: UploadableFile) => {
      const problem = validateUploadFile({ size: file.size, type: file.type });
      if (problem) {
        setState((previous) => ({ ...previous, validationError: problem }));
        return;
      }
      releasePreview();
      objectUrl.current = objectUrlFor(file);
      setState({ ...IDLE, status: 'pending', previewUrl: objectUrl.current });
      start(file);
    },
    [start],
  );

  const retry = useCallback(() => {
    const file = lastFile.current;
    if (!file) return;
    setState((previous) => ({
      ...previous,
      status: 'pending',
      progress: 0,
      failure: null,
      failureDetail: null,
    }));
    start(file);
  }, [start]);

  const remove = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    lastFile.current = null;
    releasePreview();
    setState(IDLE);
  }, []);

  return { ...state, select, retry, remove };
}
