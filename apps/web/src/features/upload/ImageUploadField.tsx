import { CONSTANTS, MESSAGES } from '@promptplay/contracts';
import { useId, type ChangeEvent } from 'react';
import { CheckIcon, CloseIcon } from '../../app/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { ImageIcon, LockIcon, RetryIcon } from './uploadIcons.js';
import { UPLOAD_TEXT } from './uploadText.js';
import type { ImageUpload } from './useImageUpload.js';

export interface ImageUploadFieldProps {
  upload: ImageUpload;
  /** Guests cannot upload (spec §6): they see 'Sign in to upload' instead of the picker. */
  canUpload: boolean;
  onSignIn: () => void;
}

const ACCEPT = CONSTANTS.UPLOAD_ALLOWED_TYPES.join(',');

function statusLine(upload: ImageUpload): string {
  switch (upload.status) {
    case 'idle':
    case 'pending':
      return UPLOAD_TEXT.preparing;
    case 'uploading':
      return UPLOAD_TEXT.uploading(Math.round(upload.progress * 100));
    case 'completed':
      return UPLOAD_TEXT.uploaded;
    case 'failed':
      return UPLOAD_TEXT.failed;
  }
}

/** The optional reference photo: picker, thumbnail with progress, retry and remove. */
export function ImageUploadField({ upload, canUpload, onSignIn }: ImageUploadFieldProps) {
  const inputId = useId();
  const errorId = useId();

  if (!canUpload) {
    return (
      <div className="upload-field upload-field--locked">
        <span className="upload-field__icon">
          <LockIcon width={22} height={22} />
        </span>
        <span className="upload-field__text">
          <strong>{UPLOAD_TEXT.addPhoto}</strong>
          <small>{UPLOAD_TEXT.guestHint}</small>
        </span>
        <button
          type="button"
          className="button button--ghost upload-field__sign-in"
          onClick={onSignIn}
          data-testid="upload-sign-in"
        >
          {MESSAGES.signInToUpload}
        </button>
      </div>
    );
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) upload.select(file);
  };

  const picker = (
    <input
      id={inputId}
      className="upload-field__input"
      type="file"
      accept={ACCEPT}
      onChange={onChange}
      aria-describedby={upload.validationError ? errorId : undefined}
      data-testid="upload-input"
    />
  );

  return (
    <div className="upload-block">
      {upload.status === 'idle' ? (
        <label className="upload-field upload-field--empty" htmlFor={inputId}>
          {picker}
          <span className="upload-field__icon">
            <ImageIcon width={22} height={22} />
          </span>
          <span className="upload-field__text">
            <strong>{UPLOAD_TEXT.addPhoto}</strong>
            <small>{UPLOAD_TEXT.addPhotoHint}</small>
          </span>
        </label>
      ) : (
        <div
          className={`upload-field upload-field--${upload.status}`}
          data-testid="upload-status"
          data-status={upload.status}
        >
          {picker}
          <span className="upload-field__thumb">
            {upload.previewUrl ? (
              <img src={upload.previewUrl} alt={UPLOAD_TEXT.thumbnail} />
            ) : (
              <ImageIcon width={22} height={22} />
            )}
            {(upload.status === 'pending' || upload.status === 'uploading') && (
              <span className="upload-field__thumb-spinner">
                <Spinner size={22} />
              </span>
            )}
            {upload.status === 'completed' && (
              <span className="upload-field__thumb-check">
                <CheckIcon width={14} height={14} />
              </span>
            )}
          </span>
          <span className="upload-field__text" aria-live="polite">
            <strong>{statusLine(upload)}</strong>
            <small>
              {upload.status === 'failed'
                ? (upload.failureDetail ?? upload.failure)
                : UPLOAD_TEXT.uploadedHint}
            </small>
            {upload.status !== 'completed' && upload.status !== 'failed' && (
              <span
                className="upload-field__progress"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(upload.progress * 100)}
              >
                <span style={{ transform: `scaleX(${upload.progress})` }} />
              </span>
            )}
          </span>
          {upload.status === 'failed' && (
            <button
              type="button"
              className="icon-button upload-field__action"
              onClick={upload.retry}
              aria-label={UPLOAD_TEXT.retry}
              data-testid="upload-retry"
            >
              <RetryIcon width={18} height={18} />
            </button>
          )}
          <button
            type="button"
            className="icon-button upload-field__action"
            onClick={upload.remove}
            aria-label={UPLOAD_TEXT.remove}
            data-testid="upload-remove"
          >
            <CloseIcon width={18} height={18} />
          </button>
        </div>
      )}
      {upload.validationError && (
        <p id={errorId} className="field-error" role="alert" data-testid="upload-error">
          {upload.validationError}
        </p>
      )}
    </div>
  );
}
