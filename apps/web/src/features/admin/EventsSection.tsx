import { MESSAGES, type AdminEvent } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.js';
import { adminQueryKeys, fetchAdminEvents } from './adminApi.js';
import { AdminQueryState } from './AdminQueryState.js';
import { AdminSection } from './AdminSection.js';
import { EventForm } from './EventForm.js';
import { EventList } from './EventList.js';
import { useNow } from './useNow.js';

/** How often the phases shown move on with the clock. */
const PHASE_REFRESH_MS = 15_000;

/** Events: the list with each one's phase, and the schedule / edit form with its preview. */
export function EventsSection() {
  const { api } = useServices();
  const now = useNow(PHASE_REFRESH_MS);
  const events = useQuery({
    queryKey: adminQueryKeys.events,
    queryFn: ({ signal }) => fetchAdminEvents(api, signal),
    staleTime: 0,
  });
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  // Bumped after each save, so the form starts afresh.
  const [formRound, setFormRound] = useState(0);

  return (
    <AdminSection title={MESSAGES.adminEventsTitle} testId="admin-events">
      <AdminQueryState query={events}>
        {(list) => (
          <EventList events={list} now={now} editingId={editing?.id ?? null} onEdit={setEditing} />
        )}
      </AdminQueryState>
      <EventForm
        // A fresh form per event (and after each save), so its fields start from that event.
        key={`${editing?.id ?? 'new'}#${formRound}`}
        event={editing}
        now={now}
        onDone={() => {
          setEditing(null);
          setFormRound((round) => round + 1);
        }}
      />
    </AdminSection>
  );
}
