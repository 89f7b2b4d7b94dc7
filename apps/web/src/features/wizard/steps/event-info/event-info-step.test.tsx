import { callsTo, failure, stub, stubApi } from '@boothdeck/client/testing';
import { type EndpointReply, eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from '@/testing/build-user';
import { pngFile, textFileNamedPng } from '@/testing/image-files';
import { renderUi } from '@/testing/render-ui';
import { CREATE_MODE } from '../../lib/step-mode';
import { useDraftStore } from '../../stores/draft-store';
import { EventInfoStep } from './event-info-step';

vi.mock('@/shared/ui/event-date-time-picker', () => import('@/testing/event-date-time-picker-stub'));

const SAVED: EndpointReply<typeof eventEndpoints.saveInfo> = {
  status: true,
  message: 'Event saved.',
  event: { id: 41, uuid: 'u-41' },
};

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const pick = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

/** Puts text in a field in one go (typing it key by key only slows the test). */
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(input(label));
  await user.paste(text);
}

function renderInfoStep({ fakeTimers = false } = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetchMock = stubApi(stub(eventEndpoints.saveInfo, SAVED));
  const view = renderUi(<EventInfoStep mode={CREATE_MODE} />, {
    path: '/event/create',
    otherPaths: ['/event/feature'],
    advanceTimers: fakeTimers ? vi.advanceTimersByTime : undefined,
  });
  return { ...view, fetchMock };
}

describe('event info step', { timeout: 15_000 }, () => {
  beforeEach(() => {
    useDraftStore.getState().resetDraft();
    useSessionStore.getState().setSession('token-1', buildUser());
  });

  it('asks for a name, a start and an end, and clears the texts after 3 seconds', async () => {
    const { user, fetchMock } = renderInfoStep({ fakeTimers: true });

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(input('Event Name')).toHaveAccessibleDescription(MESSAGES.required);
    expect(input('Event Start Date & Time')).toHaveAccessibleDescription(MESSAGES.eventStartRequired);
    expect(input('Event Finish Date & Time')).toHaveAccessibleDescription(MESSAGES.eventEndRequired);
    expect(callsTo(fetchMock, eventEndpoints.saveInfo)).toHaveLength(0);

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText(MESSAGES.eventStartRequired)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(MESSAGES.eventStartRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image the moment it is chosen, keeping what was entered', async () => {
    const { user, container, fetchMock } = renderInfoStep();
    const fileInput = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await fill(user, 'Event Name', 'Launch party');

    await user.upload(fileInput, textFileNamedPng('x.png'));
    expect(await screen.findByText(MESSAGES.notAnImageFile)).toBeInTheDocument();
    expect(screen.queryByAltText('Event image preview')).not.toBeInTheDocument();
    expect(input('Event Name')).toHaveValue('Launch party');
    expect(callsTo(fetchMock, eventEndpoints.saveInfo)).toHaveLength(0);

    await user.upload(fileInput, pngFile('party.png'));
    const preview = await screen.findByAltText('Event image preview');
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.queryByText(MESSAGES.notAnImageFile)).not.toBeInTheDocument();

    // A second, refused file leaves the first image in place.
    await user.upload(fileInput, textFileNamedPng('x.png'));
    expect(await screen.findByText(MESSAGES.notAnImageFile)).toBeInTheDocument();
    expect(screen.getByAltText('Event image preview')).toHaveAttribute('src', preview.getAttribute('src'));
    expect(input('Event Name')).toHaveValue('Launch party');
  });

  it('refuses an event longer than 48 hours or ending before it starts', async () => {
    const { user } = renderInfoStep();
    await fill(user, 'Event Name', 'Launch party');
    pick('Event Start Date & Time', '2099-06-01 18:00');
    pick('Event Finish Date & Time', '2099-06-03 18:01');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(input('Event Finish Date & Time')).toHaveAccessibleDescription(MESSAGES.eventTooLong);

    pick('Event Finish Date & Time', '2099-06-01 17:00');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(input('Event Finish Date & Time')).toHaveAccessibleDescription(MESSAGES.eventTooLong);
  });

  it('offers the browser time zone by default and keeps the start from being in the past', () => {
    renderInfoStep();
    expect(input('Timezone')).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(input('Event Start Date & Time')).toHaveAttribute(
      'data-min',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    );
  });

  it('sends an ongoing event with its end 200 years after the start, then opens the Feature step', async () => {
    const { user, fetchMock, location } = renderInfoStep();
    await fill(user, 'Event Name', ' Launch party ');
    await fill(user, 'Subtitle', 'Bring a friend');
    await fill(user, 'Venue Name', 'Town Hall');
    pick('Event Start Date & Time', '2099-06-01 18:00');
    await user.click(screen.getByRole('checkbox', { name: 'Ongoing event' }));

    expect(input('Event Finish Date & Time')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/feature'));
    const [call] = callsTo(fetchMock, eventEndpoints.saveInfo);
    expect(call?.body).toEqual({
      event_name: 'Launch party',
      event_details: 'Bring a friend',
      event_venue_name: 'Town Hall',
      event_time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      event_start_date: '2099-06-01 18:00',
      event_end_date: '2299-06-01 18:00',
      life_time: 1,
    });
    expect(useDraftStore.getState()).toMatchObject({ eventId: 41, event_info: { event_name: ' Launch party ' } });
  });

  it('shows the server’s reason on the field it names', async () => {
    const refused = { message: 'The given data was invalid.', errors: { event_end_date: [MESSAGES.eventTooLong] } };
    stubApi(stub(eventEndpoints.saveInfo, failure(422, refused)));
    const { user } = renderUi(<EventInfoStep mode={CREATE_MODE} />, { path: '/event/create' });
    await fill(user, 'Event Name', 'Launch party');
    pick('Event Start Date & Time', '2099-06-01 18:00');
    pick('Event Finish Date & Time', '2099-06-01 22:00');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(input('Event Finish Date & Time')).toHaveAccessibleDescription(MESSAGES.eventTooLong));
  });
});
