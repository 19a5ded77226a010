import {
  MESSAGES,
  validatePlayerName,
  type NameValidationRules,
  type PlayerProfile,
} from '@promptplay/contracts';
import { useState, type FormEvent } from 'react';
import { profileQueryKey } from '../../app/queryKeys.js';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { ApiError } from '../../lib/api/errors.js';
import { renamePlayer } from './profileApi.js';

/** The field the server names in its field errors for the player name. */
const NAME_FIELD = 'name';

export interface PlayerNameForm {
  value: string;
  setValue: (value: string) => void;
  /** Client rule violations (live) followed by the server's own, for under the field. */
  errors: string[];
  warnings: string[];
  /** A message for the whole form ('Please fix validation errors before submitting', ...). */
  formError: string | null;
  isSaving: boolean;
  isSubmitDisabled: boolean;
  submit: (event?: FormEvent) => void;
}

/**
 * The player-name form of spec §5: live validation against the server's rules, submit
 * disabled while invalid or saving, server field errors under the field, a success toast.
 */
export function usePlayerNameForm({
  profile,
  onSaved,
}: {
  profile: PlayerProfile;
  onSaved: (profile: PlayerProfile) => void;
}): PlayerNameForm {
  const { api, queryClient, analytics } = useServices();
  const toast = useToast();
  const [value, setRawValue] = useState(profile.playerName);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const rules: NameValidationRules = profile.validationRules;
  const validation = validatePlayerName(value, rules);
  const isInvalid = validation.errors.length > 0;

  const setValue = (next: string) => {
    setRawValue(next);
    setServerErrors([]);
    setFormError(null);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isSaving) return;
    if (isInvalid) {
      setFormError(MESSAGES.fixValidationErrors);
      return;
    }
    setIsSaving(true);
    setFormError(null);
    renamePlayer(api, validation.normalized)
      .then((updated) => {
        queryClient.setQueryData(profileQueryKey(updated.playerId), updated);
        toast('success', MESSAGES.profileUpdated);
        analytics.track({ event: 'player_rename' });
        setRawValue(updated.playerName);
        onSaved(updated);
      })
      .catch((error: unknown) => {
        const fieldMessages =
          error instanceof ApiError && error.status === 400
            ? (error.body?.fieldErrors ?? [])
                .filter((fieldError) => fieldError.field.toLowerCase() === NAME_FIELD)
                .map((fieldError) => fieldError.message)
            : [];
        if (fieldMessages.length > 0) {
          setServerErrors(fieldMessages);
          setFormError(MESSAGES.serverValidationFailed);
        } else {
          setFormError(MESSAGES.genericError);
        }
      })
      .finally(() => setIsSaving(false));
  };

  const errors = [
    ...validation.errors,
    ...serverErrors.filter((m) => !validation.errors.includes(m)),
  ];
  const liveFormError = formError ?? (isInvalid ? MESSAGES.fixValidationErrors : null);
  return {
    value,
    setValue,
    errors,
    warnings: validation.warnings,
    formError: liveFormError,
    isSaving,
    isSubmitDisabled: isInvalid || isSaving,
    submit,
  };
}
