import type { BoothCommand, BoothHeartbeatBody, BoothHeartbeatReply } from '@boothdeck/contract';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.hoisted(() => vi.fn());
vi.mock('../session/index.ts', () => ({ boothClient: { call } }));

import { useFleet } from './use-fleet.ts';

type Sent = { body: BoothHeartbeatBody & { signing_out?: boolean } };
/** The server's replies, in turn: each heartbeat takes the next (the last repeats), a moment apart. */
function serverAnswers(...commands: BoothCommand[][]) {
  let answered = 0;
  call.mockImplementation(async (): Promise<BoothHeartbeatReply> => {
    const next = commands[Math.min(answered++, commands.length - 1)] ?? [];
    return { commands: next, next_in_seconds: 0.02 };
  });
}
const reports = () => call.mock.calls.map(([, input]) => (input as Sent).body);
const queue = (pending: number) => ({ items: [], pending, counts: { failed: 0 } });

beforeEach(() => {
  localStorage.clear();
  call.mockReset();
});
afterEach(cleanup);

describe("the booth's part in the fleet view", () => {
  it('pauses on command, says so in its reports, names the command once carried out, and stays paused', async () => {
    serverAnswers([], [{ id: 7, kind: 'pause' }], []);
    const actions = { reload: vi.fn(async () => {}), signOut: vi.fn(async () => {}) };
    const { result, unmount } = renderHook(() => useFleet(queue(0), actions));
    await waitFor(() => expect(result.current.paused).toBe(true));
    await waitFor(() => expect(reports().some((body) => body.acknowledged?.includes(7))).toBe(true));
    const acknowledging = reports().filter((body) => body.acknowledged?.includes(7));
    expect(acknowledging).toHaveLength(1);
    expect(acknowledging[0]?.paused).toBe(true);
    unmount();

    // A reload of the page keeps the pause.
    serverAnswers([]);
    const again = renderHook(() => useFleet(queue(0), actions));
    expect(again.result.current.paused).toBe(true);
  });

  it('signs out on command only once its queue is empty, with a last report that says so', async () => {
    serverAnswers([{ id: 9, kind: 'sign_out' }], []);
    const actions = { reload: vi.fn(async () => {}), signOut: vi.fn(async () => {}) };
    const { rerender } = renderHook(({ pending }) => useFleet(queue(pending), actions), {
      initialProps: { pending: 2 },
    });
    await waitFor(() => expect(call.mock.calls.length).toBeGreaterThan(3));
    expect(actions.signOut).not.toHaveBeenCalled();
    expect(reports().some((body) => body.signing_out)).toBe(false);

    rerender({ pending: 0 });
    await waitFor(() => expect(actions.signOut).toHaveBeenCalledTimes(1));
    expect(reports().filter((body) => body.signing_out)).toEqual([
      expect.objectContaining({ signing_out: true, acknowledged: [9] }),
    ]);
  });
});
