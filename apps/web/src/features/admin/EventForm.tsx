import { EVENT_INSTANTS, MESSAGES, type AdminEvent } from '@promptplay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { eventQueryKey } from '../../app/queryKeys.js';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { adminQueryKeys, scheduleEvent, updateEvent } from './adminApi.js';
import { adminErrorText } from './adminErrors.js';
import { AdminNotice } from './AdminNotice.js';
import {
  EVENT_FIELD_LABELS,
  checkEventForm,
  formValuesOf,
  isEventField,
  newEventValues,
  type EventField,
  type EventFormValues,
  type FieldProblem,
} from './eventForm.js';
import { localTimeZone } from './formatInstant.js';
import { PhasePreview } from './PhasePreview.js';

export interface EventFormProps {
  /** The event being edited, or null to schedule a new one. */
  event: AdminEvent | null;
  now: Date;
  /** After a save, or when the operator discards an edit. */
  onDone: () => void;
}

/**
 * Schedule or edit an event: name, prize and the five times in the operator's local time,
 * checked here as the server will (the first problem names its field), sent as ISO instants.
 * The server's 400 and 409 messages show under the form.
 */
export function EventForm({ event, now, onDone }: EventFormProps) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState<EventFormValues>(() =>
    event ? formValuesOf(event) : newEventValues(now),
  );
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useRef<Partial<Record<EventField, HTMLInputElement | null>>>({});
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Edit opens the form on this event: bring it into view (below the list on a phone).
  useEffect(() => {
    if (!event) return;
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    fields.current.name?.focus({ preventScroll: true });
  }, [event]);

  const save = useMutation({
    mutationFn: (input: Parameters<typeof scheduleEvent>[1]) =>
      event ? updateEvent(api, event.id, input) : scheduleEvent(api, input),
    onSuccess: () => {
      toast('success', event ? MESSAGES.adminEventSaved : MESSAGES.adminEventScheduled);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventQueryKey });
      onDone();
    },
    onError: (error) => {
      const text = adminErrorText(error);
      setFormError(text.message);
      setProblems(
        text.fieldErrors.flatMap(({ field, message }) =>
          isEventField(field) ? [{ field, message }] : [],
        ),
      );
    },
  });

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setFormError(null);
    const check = checkEventForm(values);
    if (!check.ok) {
      setProblems([check.problem]);
      fields.current[check.problem.field]?.focus();
      return;
    }
    setProblems([]);
    save.mutate(check.input);
  };

  const change = (field: EventField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => previous.filter((problem) => problem.field !== field));
  };

  const input = (field: EventField, type: 'text' | 'datetime-local') => {
    const problem = problems.find((candidate) => candidate.field === field);
    const id = `${ids}-${field}`;
    return (
      <div className="admin-field" key={field}>
        <label htmlFor={id}>{EVENT_FIELD_LABELS[field]}</label>
        <input
          id={id}
          ref={(element) => {
            fields.current[field] = element;
          }}
          className={`admin-input ${problem ? 'is-invalid' : ''}`}
          type={type}
          name={field}
          value={values[field]}
          onChange={(changed) => change(field, changed.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          data-testid={`event-${field}`}
        />
        {problem && (
          <p id={`${id}-error`} className="admin-field__error" data-testid="event-field-error">
            {problem.message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className="admin-form"
      onSubmit={submit}
      noValidate
      data-testid="event-form"
    >
      <h3>{event ? MESSAGES.adminEditingEvent(event.name) : MESSAGES.adminNewEvent}</h3>
      <div className="admin-form__row">
        {input('name', 'text')}
        {input('prize', 'text')}
      </div>
      <p className="admin-hint">{MESSAGES.adminLocalTimeHint(localTimeZone())}</p>
      <div className="admin-form__times">
        {EVENT_INSTANTS.map((field) => input(field, 'datetime-local'))}
      </div>
      <PhasePreview values={values} now={now} />
      <AdminNotice kind="error" text={formError} testId="event-form-error" />
      <div className="admin-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending}
          data-testid="event-submit"
        >
          {save.isPending
            ? MESSAGES.adminSaving
            : event
              ? MESSAGES.adminSaveEvent
              : MESSAGES.adminScheduleEvent}
        </button>
        {event && (
          <button type="button" className="button button--ghost" onClick={onDone}>
            {MESSAGES.adminDiscardEdit}
          </button>
        )}
      </div>
    </form>
  );
}
