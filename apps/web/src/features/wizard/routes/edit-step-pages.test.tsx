import { callsTo, stub } from '@boothdeck/client/testing';
import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { fillField } from '@/testing/fill-field';
import { openMemberPage } from '@/testing/open-member-page';

vi.mock('@/shared/ui/event-date-time-picker', () => import('@/testing/event-date-time-picker-stub'));

const EVENT = buildEvent({ id: 12, event_name: 'Harbour lights', event_details: '', venue_name: 'Pier 4' });
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

describe('edit screens', () => {
  it('needs a subtitle and venue on the info edit screen, then returns to the details with Information Updated.', async () => {
    const { user, fetchMock, location } = openMemberPage('/event/info/edit/12', [
      stub(eventEndpoints.show, { event: EVENT }, { params: { id: 12 } }),
      stub(eventEndpoints.saveInfo, { status: true, message: 'Saved', event: { id: 12, uuid: 'uuid-12' } }),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Harbour lights', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Event Info' })).toBeInTheDocument();
    expect(input('Event Name')).toHaveValue('Harbour lights');
    expect(input('Event Start Date & Time')).toHaveValue('2099-06-01 18:00');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(input('Subtitle')).toHaveAccessibleDescription(MESSAGES.required);
    expect(callsTo(fetchMock, eventEndpoints.saveInfo)).toHaveLength(0);

    await fillField(user, input('Subtitle'), 'Lanterns on the water');
    fireEvent.change(input('Event Finish Date & Time'), { target: { value: '2099-06-02 01:00' } });
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'), { timeout: 5000 });
    expect(callsTo(fetchMock, eventEndpoints.saveInfo)[0]?.body).toMatchObject({
      eventId: 12,
      event_details: 'Lanterns on the water',
      event_venue_name: 'Pier 4',
      event_end_date: '2099-06-02 01:00',
      life_time: 0,
    });
    // The toasts' container loads lazily after the first paint, which on a busy machine takes
    // seconds. Polled with vi.waitFor: Testing Library's findBy, which waits inside act(), did not
    // see this toast even when it was on the page.
    await vi.waitFor(() => expect(screen.getByText(MESSAGES.informationUpdated)).toBeInTheDocument(), {
      timeout: 15_000,
    });
  });

  it('saves a live event whose start has passed when only its venue changes', async () => {
    const live = buildEvent({
      id: 12,
      state: 'live',
      event_name: 'Harbour lights',
      time_zone: 'UTC',
      event_start_date: '2020-06-01T18:00:00.000Z',
      event_end_date: '2020-06-02T02:00:00.000Z',
      event_start_local: '2020-06-01 18:00',
      event_end_local: '2020-06-02 02:00',
    });
    const { user, fetchMock, location } = openMemberPage('/event/info/edit/12', [
      stub(eventEndpoints.show, { event: live }, { params: { id: 12 } }),
      stub(eventEndpoints.saveInfo, { status: true, message: 'Saved', event: { id: 12, uuid: 'uuid-12' } }),
    ]);
    await screen.findByLabelText('Venue Name', { exact: false, selector: 'input' }, { timeout: 5000 });
    await user.clear(input('Venue Name'));
    await fillField(user, input('Venue Name'), 'The Boathouse');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'), { timeout: 5000 });
    expect(screen.queryByText(MESSAGES.eventStartPast)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.saveInfo)[0]?.body).toMatchObject({
      event_venue_name: 'The Boathouse',
      event_start_date: '2020-06-01 18:00',
    });
  });

  it('leads an edit screen of an option the event does not use back to the details, saying why', async () => {
    const event = buildEvent({ id: 12, event_name: 'Harbour lights', event_option: buildEventOption({ frame: 1 }) });
    const { location } = openMemberPage('/event/email/edit/12', [
      stub(eventEndpoints.show, { event }, { params: { id: 12 } }),
    ]);

    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'), { timeout: 8000 });
    expect(
      await screen.findByText("Email is not one of this event's options. Switch it on under Options to set it up."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Email Settings' })).not.toBeInTheDocument();
  });

  it('updates the options of a saved event from its own values', async () => {
    const options = buildEventOption({ frame: 1, password: '9876' });
    const event = buildEvent({ id: 12, event_option: options });
    const { user, fetchMock, location } = openMemberPage('/event/options/edit/12', [
      stub(eventEndpoints.show, { event }, { params: { id: 12 } }),
      stub(eventEndpoints.saveOptions, { status: true, event_option: options }),
    ]);
    expect(await screen.findByRole('checkbox', { name: 'Frames' }, { timeout: 5000 })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'), { timeout: 5000 });
    expect(callsTo(fetchMock, eventEndpoints.saveOptions)[0]?.body).toMatchObject({
      eventId: 12,
      frame: 1,
      filters: 1,
      password: '9876',
    });
  });
});
