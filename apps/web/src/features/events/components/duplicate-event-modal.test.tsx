import { MESSAGES } from '@boothdeck/contract/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEventSummary } from '@/testing/build-event';
import { renderUi } from '@/testing/render-ui';
import { DuplicateEventModal } from './duplicate-event-modal';

vi.mock('@/shared/ui/event-date-time-picker', () => import('@/testing/event-date-time-picker-stub'));

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const pick = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

function renderModal() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const onSubmit = vi.fn();
  const event = buildEventSummary({ id: 3, event_name: 'Spring gala', time_zone: 'Australia/Sydney' });
  const view = renderUi(<DuplicateEventModal event={event} onClose={vi.fn()} onSubmit={onSubmit} />, {
    advanceTimers: vi.advanceTimersByTime,
  });
  return { ...view, onSubmit, event };
}

describe('duplicate modal', { timeout: 15_000 }, () => {
  it('starts from the event’s name and asks for both dates, clearing the texts after 3 seconds', async () => {
    const { user, onSubmit } = renderModal();
    expect(await screen.findByRole('dialog', { name: 'Duplicate Event' })).toBeInTheDocument();
    expect(input('Event Name')).toHaveValue('Spring gala');
    expect(screen.getByText(/Australia\/Sydney/)).toBeInTheDocument();

    await user.clear(input('Event Name'));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));

    expect(input('Event Name')).toHaveAccessibleDescription(MESSAGES.required);
    expect(input('Event Start Date & Time')).toHaveAccessibleDescription(MESSAGES.eventStartRequired);
    expect(input('Event End Date & Time')).toHaveAccessibleDescription(MESSAGES.eventEndRequired);
    expect(onSubmit).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText(MESSAGES.eventStartRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.eventEndRequired)).not.toBeInTheDocument();
  });

  it('refuses an end more than 48 hours after the start', async () => {
    const { user, onSubmit } = renderModal();
    pick('Event Start Date & Time', '2099-03-01 10:00');
    pick('Event End Date & Time', '2099-03-04 10:00');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));

    expect(input('Event End Date & Time')).toHaveAccessibleDescription(MESSAGES.eventTooLong);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs only a start for an ongoing copy, which ends 200 years later', async () => {
    const { user, onSubmit, event } = renderModal();
    await user.click(screen.getByRole('checkbox', { name: 'Ongoing event' }));
    expect(input('Event End Date & Time')).toBeDisabled();
    pick('Event Start Date & Time', '2099-03-01 10:00');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(event, {
      event_name: 'Spring gala',
      event_start_date: '2099-03-01 10:00',
      event_end_date: '2299-03-01 10:00',
      life_time: 1,
    });
  });
});
