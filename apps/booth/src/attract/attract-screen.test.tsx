import type { BoothEvent } from '@boothdeck/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AttractScreen, GUEST_PAUSED } from './attract-screen.tsx';

afterEach(cleanup);

const event = {
  event_name: 'Harbour Launch',
  venue_name: 'Pier 4',
  features: { still_photo: 1 },
  options: {},
} as unknown as BoothEvent;

describe('the attract screen', () => {
  it('invites the guest to start while the booth can keep a capture', () => {
    render(<AttractScreen event={event} onChoose={() => {}} />);
    expect(screen.getByText('Tap to start')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Photo/ }).hasAttribute('disabled')).toBe(false);
  });

  it('tells the guest plainly to ask staff, and starts nothing, when there is no room for a capture', () => {
    render(<AttractScreen event={event} onChoose={() => {}} canCapture={false} staffNotice="No room (10 MB left)" />);
    expect(screen.getByRole('alert').textContent).toBe(GUEST_PAUSED);
    expect(screen.queryByText('Tap to start')).toBeNull();
    expect(screen.getByRole('button', { name: /^Photo/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No room (10 MB left)')).toBeTruthy();
  });
});
