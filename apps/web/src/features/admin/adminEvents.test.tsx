import { MESSAGES, type AdminEventInput } from '@promptplay/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeAdminEvent,
  receivedCalls,
  type FakeAdminOptions,
} from '../../testing/fakeAdminServer.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';
import { toLocalInputValue } from './eventForm.js';

const LOAD = { timeout: 5_000 };
const HOUR = 60 * 60_000;

async function openConsole(admin: FakeAdminOptions = {}) {
  storeSession('social');
  const server = createFakeServer({ admin });
  const view = renderApp('/admin', server);
  await screen.findByTestId('event-form', undefined, LOAD);
  return { ...view, server };
}

const field = (name: string) => screen.getByTestId<HTMLInputElement>(`event-${name}`);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** A datetime-local value `hours` from now. */
const hoursFromNow = (hours: number) => toLocalInputValue(new Date(Date.now() + hours * HOUR));

function fillEvent(times: [number, number, number, number, number]) {
  type('name', 'Week of Fight');
  type('prize', 'A golden glove');
  (['previewAt', 'startAt', 'endingSoonAt', 'endAt', 'reviewUntil'] as const).forEach((name, i) =>
    type(name, hoursFromNow(times[i]!)),
  );
}

const eventCalls = (server: ReturnType<typeof createFakeServer>, method: string) =>
  receivedCalls(server).filter(
    (call) => call.path.startsWith('/api/admin/events') && call.method === method,
  );

describe('operator console: events', () => {
  it('lists events with their phase and times', async () => {
    await openConsole({
      events: [
        makeAdminEvent('e1', { name: 'Spring Brawl', phase: 'NormalActive' }),
        makeAdminEvent('e2', {
          name: 'Summer Slam',
          previewAt: new Date(Date.now() + 24 * HOUR).toISOString(),
        }),
      ],
    });
    const rows = await screen.findAllByTestId('event-row');
    expect(within(rows[0]!).getByText('Spring Brawl')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('event-phase').textContent).toBe(
      MESSAGES.adminPhaseLabelNormalActive,
    );
    expect(within(rows[1]!).getByTestId('event-phase').textContent).toBe(
      MESSAGES.adminPhaseNotStarted,
    );
    expect(within(rows[0]!).getByText(MESSAGES.adminReviewUntil)).toBeTruthy();
  });

  it('names the misordered field before sending anything, then schedules the fixed event', async () => {
    const { server } = await openConsole();
    expect(await screen.findByText(MESSAGES.adminNoEvents)).toBeTruthy();
    fillEvent([1, 0.5, 48, 72, 96]);
    fireEvent.click(screen.getByTestId('event-submit'));
    const message = MESSAGES.adminInstantMisordered(MESSAGES.adminStartAt, MESSAGES.adminPreviewAt);
    expect(screen.getByTestId('event-field-error').textContent).toBe(message);
    expect(field('startAt').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('startAt'));
    expect(eventCalls(server, 'POST')).toHaveLength(0);

    const startAt = hoursFromNow(2);
    type('startAt', startAt);
    expect(screen.queryByTestId('event-field-error')).toBeNull();
    fireEvent.click(screen.getByTestId('event-submit'));
    expect(await screen.findByText(MESSAGES.adminEventScheduled)).toBeTruthy();
    const sent = eventCalls(server, 'POST')[0]?.body as AdminEventInput;
    expect(sent.name).toBe('Week of Fight');
    expect(sent.startAt).toBe(new Date(startAt).toISOString());
    expect(await screen.findByTestId('event-row')).toBeTruthy();
    // The form starts afresh for the next event.
    expect(field('name').value).toBe('');
  });

  it("shows the server's 409 when the event overlaps another", async () => {
    await openConsole({
      scheduleEvent: () => ({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Another event (Spring Brawl) runs at that time',
        fieldErrors: [],
      }),
    });
    fillEvent([1, 2, 48, 72, 96]);
    fireEvent.click(screen.getByTestId('event-submit'));
    expect((await screen.findByTestId('event-form-error')).textContent).toBe(
      'Another event (Spring Brawl) runs at that time',
    );
  });

  it('marks the field a server 400 names', async () => {
    await openConsole({
      scheduleEvent: () => ({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fieldErrors: [{ field: 'endAt', message: 'endAt must be after endingSoonAt' }],
      }),
    });
    fillEvent([1, 2, 48, 72, 96]);
    fireEvent.click(screen.getByTestId('event-submit'));
    expect((await screen.findByTestId('event-field-error')).textContent).toBe(
      'endAt must be after endingSoonAt',
    );
    expect(field('endAt').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('event-form-error').textContent).toBe('Invalid request');
  });

  it('previews the phase the typed times give now, with the timeline', async () => {
    await openConsole();
    fillEvent([-1, 1, 48, 72, 96]);
    const preview = screen.getByTestId('phase-preview');
    expect(within(preview).getByTestId('phase-preview-now').textContent).toBe(
      MESSAGES.adminPhaseNow(MESSAGES.adminPhaseLabelPreview),
    );
    expect(within(preview).getAllByRole('listitem')).toHaveLength(4);
    expect(within(preview).getByText(MESSAGES.adminPhaseLabelPreview).closest('li')).toHaveProperty(
      'ariaCurrent',
      'step',
    );
    fillEvent([-3, -2, -1, 72, 96]);
    expect(within(preview).getByTestId('phase-preview-now').textContent).toBe(
      MESSAGES.adminPhaseNow(MESSAGES.adminPhaseLabelEndingSoon),
    );
    type('startAt', '');
    expect(within(preview).getByText(MESSAGES.adminPhaseIncomplete)).toBeTruthy();
  });

  it('edits an event in the form and saves it with PUT', async () => {
    const { server } = await openConsole({
      events: [makeAdminEvent('e1', { name: 'Spring Brawl' })],
    });
    fireEvent.click(await screen.findByTestId('event-edit'));
    expect(screen.getByText(MESSAGES.adminEditingEvent('Spring Brawl'))).toBeTruthy();
    expect(field('startAt').value).toBe(toLocalInputValue(new Date('2026-03-02T09:00:00.000Z')));
    type('name', 'Spring Brawl II');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.adminSaveEvent }));
    expect(await screen.findByText('Spring Brawl II')).toBeTruthy();
    expect(eventCalls(server, 'PUT').map((call) => call.path)).toEqual(['/api/admin/events/e1']);
    expect(screen.getByText(MESSAGES.adminNewEvent)).toBeTruthy();
  });

  it('cancels an event after asking once more', async () => {
    const { server } = await openConsole({
      events: [makeAdminEvent('e1', { name: 'Spring Brawl' })],
    });
    fireEvent.click(await screen.findByTestId('event-cancel'));
    expect(screen.getByText(MESSAGES.adminConfirmCancelEvent('Spring Brawl'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('event-cancel-confirm'));
    expect(await screen.findByText(MESSAGES.adminNoEvents)).toBeTruthy();
    expect(eventCalls(server, 'DELETE').map((call) => call.path)).toEqual(['/api/admin/events/e1']);
  });
});
