import { EVENT_INSTANTS, MESSAGES, type AdminEvent } from '@promptplay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { eventQueryKey } from '../../app/queryKeys.js';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { adminQueryKeys, cancelEvent } from './adminApi.js';
import { adminErrorText } from './adminErrors.js';
import { EVENT_FIELD_LABELS } from './eventForm.js';
import { formatInstant } from './formatInstant.js';
import { phaseLabel } from './phaseLabels.js';

export interface EventListProps {
  events: readonly AdminEvent[];
  now: Date;
  /** The event open in the form, marked in the list. */
  editingId: string | null;
  onEdit: (event: AdminEvent) => void;
}

/** The scheduled events with their phase now (the server's), times, Edit and Cancel. */
export function EventList({ events, now, editingId, onEdit }: EventListProps) {
  if (events.length === 0) {
    return <p className="admin-hint">{MESSAGES.adminNoEvents}</p>;
  }
  return (
    <ul className="admin-events" data-testid="event-list">
      {events.map((event) => (
        <EventRow
          key={event.id}
          event={event}
          now={now}
          isEditing={event.id === editingId}
          onEdit={onEdit}
        />
      ))}
    </ul>
  );
}

function EventRow({
  event,
  now,
  isEditing,
  onEdit,
}: {
  event: AdminEvent;
  now: Date;
  isEditing: boolean;
  onEdit: (event: AdminEvent) => void;
}) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelEvent(api, event.id),
    onSuccess: () => {
      toast('success', MESSAGES.adminEventCancelled);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventQueryKey });
    },
    onError: (error) => toast('error', adminErrorText(error).message),
    onSettled: () => setIsConfirming(false),
  });

  return (
    <li
      className={`admin-event ${isEditing ? 'is-editing' : ''}`}
      data-testid="event-row"
      data-event-id={event.id}
    >
      <div className="admin-event__head">
        <strong className="admin-event__name">{event.name}</strong>
        <span className="admin-badge" data-testid="event-phase" data-phase={event.phase ?? 'none'}>
          {phaseLabel(event.phase, new Date(event.previewAt), now)}
        </span>
      </div>
      <p className="admin-event__prize">{event.prize}</p>
      <dl className="admin-event__times">
        {EVENT_INSTANTS.map((instant) => (
          <div key={instant}>
            <dt>{EVENT_FIELD_LABELS[instant]}</dt>
            <dd>{formatInstant(event[instant])}</dd>
          </div>
        ))}
      </dl>
      {isConfirming ? (
        <div className="admin-confirm" role="group" aria-label={MESSAGES.adminCancelEvent}>
          <p>{MESSAGES.adminConfirmCancelEvent(event.name)}</p>
          <div className="admin-actions">
            <button
              type="button"
              className="button button--danger"
              onClick={() => cancel.mutate()}
              disabled={cancel.isPending}
              data-testid="event-cancel-confirm"
            >
              {MESSAGES.adminCancelEvent}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setIsConfirming(false)}
            >
              {MESSAGES.adminKeepEvent}
            </button>
          </div>
        </div>
      ) : (
        <div className="admin-actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onEdit(event)}
            data-testid="event-edit"
          >
            {MESSAGES.adminEdit}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setIsConfirming(true)}
            data-testid="event-cancel"
          >
            {MESSAGES.adminCancelEvent}
          </button>
        </div>
      )}
    </li>
  );
}
