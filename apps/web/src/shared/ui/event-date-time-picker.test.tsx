import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { EventDateTimePicker } from './event-date-time-picker';

describe('event date-time picker', () => {
  it('shows the wall time as dd-mm-yyyy hh:mm AM with the event zone beside it, not the browser’s format', () => {
    renderUi(
      <EventDateTimePicker
        label="Event Start Date & Time"
        timeZone="Australia/Sydney"
        value="2026-11-25 19:05"
        onChange={vi.fn()}
      />,
    );
    const field = screen.getByRole('button', { name: /^Event Start Date & Time/ });
    expect(field).toHaveTextContent('25-11-2026 07:05 PM');
    expect(screen.getByText('AEDT')).toBeInTheDocument();
  });

  it('asks for the day and time in the same format when empty', () => {
    renderUi(<EventDateTimePicker label="Event End Date & Time" timeZone="UTC" value="" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /^Event End Date & Time/ })).toHaveTextContent('dd-mm-yyyy hh:mm');
    expect(screen.getByText('UTC')).toBeInTheDocument();
  });
});
