import { describe, expect, it } from 'vitest';
import { shootSequence } from './shoot-sequence.ts';

describe('a 3 in 1 shoot', () => {
  it('counts down before every still and reports each shot as it is taken', async () => {
    const events: string[] = [];
    const waited: number[] = [];
    let taken = 0;
    const stills = await shootSequence(
      async () => {
        taken += 1;
        events.push(`take ${taken}`);
        return `still ${taken}`;
      },
      { count: 3, countdownSeconds: 2 },
      {
        onCountdown: (left, shot) => events.push(`${left} before ${shot}`),
        onShot: (shot, still) => events.push(`shot ${shot}: ${still}`),
        wait: async (ms) => {
          waited.push(ms);
        },
      },
    );
    expect(stills).toEqual(['still 1', 'still 2', 'still 3']);
    expect(events).toEqual([
      '2 before 0',
      '1 before 0',
      'take 1',
      'shot 0: still 1',
      '2 before 1',
      '1 before 1',
      'take 2',
      'shot 1: still 2',
      '2 before 2',
      '1 before 2',
      'take 3',
      'shot 2: still 3',
    ]);
    expect(waited).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
  });

  it('shoots a burst with a short gap between stills and none before the first', async () => {
    const waited: number[] = [];
    const stills = await shootSequence(
      async () => 'x',
      { count: 4, countdownSeconds: 0, gapMs: 250 },
      {
        wait: async (ms) => {
          waited.push(ms);
        },
      },
    );
    expect(stills).toHaveLength(4);
    expect(waited).toEqual([250, 250, 250]);
  });

  it('stops between stills when the kiosk cancels', async () => {
    const controller = new AbortController();
    let taken = 0;
    const shoot = shootSequence(
      async () => {
        taken += 1;
        return taken;
      },
      { count: 3, countdownSeconds: 1 },
      { signal: controller.signal, onShot: () => controller.abort(new Error('guest left')), wait: async () => {} },
    );
    await expect(shoot).rejects.toThrow('guest left');
    expect(taken).toBe(1);
  });
});
