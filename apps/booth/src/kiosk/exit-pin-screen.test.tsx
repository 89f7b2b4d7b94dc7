import type { BoothEvent } from '@boothdeck/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, hashSecret, type KioskRecord } from '../session/index.ts';
import { ExitPinScreen } from './exit-pin-screen.tsx';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

async function kioskRecord(): Promise<KioskRecord> {
  return {
    uuid: '6f1c2b9e-3d4a-4f0e-9b7a-2c5d8e1f0a34',
    deviceName: 'Booth 2 – foyer',
    token: 'token',
    // Exit From App off: the admin password, checked on the device.
    event: { event_name: 'Harbour Launch', exit_app: 0 } as BoothEvent,
    passwordHash: await hashSecret('1234', 1000),
    settings: DEFAULT_SETTINGS,
    signedInAt: '2026-11-28T10:00:00Z',
  };
}

async function typeCode(code: string) {
  for (const digit of code) fireEvent.click(screen.getByRole('button', { name: digit }));
  await waitFor(() => expect(screen.getByLabelText('0 of 4 digits entered')).toBeTruthy());
}

describe('the staff screen', () => {
  it('pauses after wrong admin passwords, still paused after a reload, so the code cannot be guessed at speed', async () => {
    const record = await kioskRecord();
    const onValid = vi.fn();
    render(<ExitPinScreen record={record} onValid={onValid} onCancel={() => {}} />);
    for (const wrong of ['0000', '1111', '2222']) await typeCode(wrong);
    await screen.findByText(/^Too many wrong codes\. Try again in (29|30) seconds\.$/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '1' }).disabled).toBe(true);

    // A reload (the screen made again) keeps the pause: even the right code waits.
    cleanup();
    render(<ExitPinScreen record={record} onValid={onValid} onCancel={() => {}} />);
    expect(screen.getByRole('alert').textContent).toMatch(/^Too many wrong codes/);
    fireEvent.keyDown(window, { key: '1' });
    fireEvent.keyDown(window, { key: '2' });
    fireEvent.keyDown(window, { key: '3' });
    fireEvent.keyDown(window, { key: '4' });
    await waitFor(() => expect(screen.getByLabelText('0 of 4 digits entered')).toBeTruthy());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('opens with the right code after a wrong one, and forgets the wrong one', async () => {
    const record = await kioskRecord();
    const onValid = vi.fn();
    render(<ExitPinScreen record={record} onValid={onValid} onCancel={() => {}} />);
    await typeCode('0000');
    await screen.findByText('That is not right. Try again.');
    for (const digit of '1234') fireEvent.click(screen.getByRole('button', { name: digit }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('boothdeck-exit-attempts')).toBeNull();
  });
});
