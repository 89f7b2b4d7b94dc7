import { callsTo, failure, heldAnswer, type Stub, stub } from '@boothdeck/client/testing';
import { eventEndpoints, galleryEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callAddress } from '@/shared/api/api-client';
import { buildEvent, buildEventPage, buildEventSummary, eventListRequest } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';

vi.mock('@/shared/ui/event-date-time-picker', () => import('@/testing/event-date-time-picker-stub'));

const { liveEvents } = eventEndpoints;

async function openLiveList(stubs: readonly Stub[]) {
  const view = openMemberPage('/event#live', [stub(liveEvents, buildEventPage(2), eventListRequest()), ...stubs]);
  await screen.findByRole('article', { name: 'Event 1' }, { timeout: 5000 });
  return view;
}

const cardOf = (name: string) => within(screen.getByRole('article', { name }));

describe('duplicate and remove from the lists', { timeout: 15_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('duplicates with the list position, tells the progress and reloads a second after success', async () => {
    const duplication = heldAnswer(eventEndpoints.duplicate);
    const { user, fetchMock } = await openLiveList([stub(eventEndpoints.duplicate, duplication.handler)]);

    await user.click(cardOf('Event 1').getByRole('button', { name: 'Duplicate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate Event' }));
    fireEvent.change(dialog.getByLabelText('Event Start Date & Time', { exact: false, selector: 'input' }), {
      target: { value: '2099-07-01 10:00' },
    });
    fireEvent.change(dialog.getByLabelText('Event End Date & Time', { exact: false, selector: 'input' }), {
      target: { value: '2099-07-01 20:00' },
    });
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));

    expect(await screen.findByText(MESSAGES.duplicating)).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.duplicate)[0]?.body).toEqual({
      event_id: 1,
      uuid: 'uuid-1',
      event_type: 'live',
      page: 1,
      per_page: 6,
      search: '',
      event_name: 'Event 1',
      event_start_date: '2099-07-01 10:00',
      event_end_date: '2099-07-01 20:00',
      life_time: 0,
    });

    duplication.release({ event: buildEvent({ id: 3 }) });
    expect(await screen.findByText(MESSAGES.duplicated)).toBeInTheDocument();
    expect(callsTo(fetchMock, liveEvents, eventListRequest())).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByText(MESSAGES.duplicated)).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(fetchMock, liveEvents, eventListRequest())).toHaveLength(2));
  });

  it('shows Duplicated Error for five seconds when the copy fails', async () => {
    const { user } = await openLiveList([
      stub(eventEndpoints.duplicate, failure(500, { message: 'Internal server error' })),
    ]);
    await user.click(cardOf('Event 2').getByRole('button', { name: 'Duplicate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate Event' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Ongoing event' }));
    fireEvent.change(dialog.getByLabelText('Event Start Date & Time', { exact: false, selector: 'input' }), {
      target: { value: '2099-07-01 10:00' },
    });
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.duplicateError);
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(MESSAGES.duplicateError)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByText(MESSAGES.duplicateError)).not.toBeInTheDocument());
  });

  it('asks before removing, tells the progress and reloads a second after success', async () => {
    const removal = heldAnswer(eventEndpoints.remove);
    const { user, fetchMock } = await openLiveList([stub(eventEndpoints.remove, removal.handler)]);

    await user.click(cardOf('Event 2').getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove event' }));
    expect(dialog.getByText('Event 2')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(MESSAGES.removing)).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.remove)[0]?.body).toEqual({ event_id: 2 });
    removal.release({ status: 'success', message: 'Removed' });
    expect(await screen.findByText(MESSAGES.removed)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(callsTo(fetchMock, liveEvents, eventListRequest())).toHaveLength(2));
    expect(screen.queryByText(MESSAGES.removed)).not.toBeInTheDocument();
  });

  it('keeps the event when the user cancels', async () => {
    const { user, fetchMock } = await openLiveList([]);
    await user.click(cardOf('Event 1').getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, eventEndpoints.remove)).toHaveLength(0);
  });

  it('says Error Occured. when the server answers with an error status', async () => {
    const { user } = await openLiveList([stub(eventEndpoints.remove, { status: 'error', message: 'Nope' })]);
    await user.click(cardOf('Event 1').getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.removeErrorStatus);
  });

  it('says Error occurred while removing. when the call fails', async () => {
    const { user } = await openLiveList([
      stub(eventEndpoints.remove, failure(500, { message: 'Internal server error' })),
    ]);
    await user.click(cardOf('Event 1').getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.removeFailed);
  });

  it('removes a draft through the draft call', async () => {
    const draft = buildEventSummary({ id: 8, event_name: 'Half done', state: 'draft' });
    const { user, fetchMock } = openMemberPage('/event#draft', [
      stub(eventEndpoints.drafts, { draft_product: [draft] }),
      stub(eventEndpoints.removeDraft, { status: 'success', message: 'Removed' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Half done' }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(MESSAGES.removed)).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.removeDraft)[0]?.body).toEqual({ event_id: 8 });
  });
});

describe('copy media link', { timeout: 15_000 }, () => {
  it('copies a signed link to every file of the event and says how long it works', async () => {
    const signed = callAddress(galleryEndpoints.downloadAll, {
      query: { type: 'all', event_id: 'uuid-1', expires: 1893456000, signature: 'abcdefghijklmnopqrstuvwxyz' },
    });
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const { user, fetchMock } = await openLiveList([
      stub(galleryEndpoints.downloadLink, { url: signed, expires_at: expiresAt }),
    ]);

    await user.click(cardOf('Event 1').getByRole('button', { name: 'Copy media link' }));

    expect(await screen.findByText(`${MESSAGES.mediaLinkCopied}. It works for 10 minutes.`)).toBeInTheDocument();
    expect(callsTo(fetchMock, galleryEndpoints.downloadLink)[0]?.body).toEqual({ event_id: 1, type: 'all' });
    expect(await navigator.clipboard.readText()).toBe(new URL(signed, window.location.origin).href);
  });
});
