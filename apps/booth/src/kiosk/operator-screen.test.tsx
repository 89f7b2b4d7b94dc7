import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInRecord } from '../session/testing/signed-in-record.ts';
import { OperatorScreen } from './operator-screen.tsx';

afterEach(cleanup);

const record = signedInRecord();

function renderOperator(pendingCount: number, { pendingOthers = 0, serverUnavailable = false } = {}) {
  const onSignOut = vi.fn(async () => {});
  render(
    <OperatorScreen
      record={record}
      pendingCount={pendingCount}
      pendingOthers={pendingOthers}
      serverUnavailable={serverUnavailable}
      queuePanel={<p>queue</p>}
      onResume={() => {}}
      onSetup={() => {}}
      onLeaveKiosk={() => {}}
      onSignOut={onSignOut}
    />,
  );
  return onSignOut;
}

describe("the operator's sign out", () => {
  it('is refused while captures are unsent, saying how many', () => {
    const onSignOut = renderOperator(3);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^3 captures are not sent yet\./);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('says one capture in the singular', () => {
    renderOperator(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^1 capture is not sent yet\. Signing out now could lose it/);
  });

  it('signs out once the queue is empty', () => {
    const onSignOut = renderOperator(0);
    expect(screen.getByRole('status').textContent).toContain('0 waiting to send');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("is refused while a guest's details are unsent too, since signing out deletes the queue", () => {
    const onSignOut = renderOperator(0, { pendingOthers: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^2 guests' details or messages are not sent yet\./);
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe("the operator's connection badge", () => {
  it('says the server is unavailable, not offline, when the network is up but the server does not answer', () => {
    renderOperator(2, { serverUnavailable: true });
    expect(screen.getByRole('status').textContent).toBe('Server unavailable · 2 waiting to send');
  });

  it('says online when the server answers', () => {
    renderOperator(0);
    expect(screen.getByRole('status').textContent).toBe('Online · 0 waiting to send');
  });
});
