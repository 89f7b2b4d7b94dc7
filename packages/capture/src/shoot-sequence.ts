/**
 * A 3 in 1 shoot: several stills in a row, each after a countdown (or a short gap), with a call
 * before every tick and after every shot, so the kiosk can show the numbers and a flash.
 */

export type SequencePlan = {
  /** How many stills. */
  count: number;
  /** Seconds counted down before each still; 0 for none. */
  countdownSeconds: number;
  /** Pause before each still after the first when there is no countdown, in milliseconds. */
  gapMs?: number;
};

export type SequenceCallbacks<T> = {
  /** Called as each second of a countdown starts: 3, 2, 1 before shot `shotIndex` (from 0). */
  onCountdown?: (secondsLeft: number, shotIndex: number) => void;
  /** Called with each still as soon as it is taken: time for the flash. */
  onShot?: (shotIndex: number, still: T) => void;
  /** Stops the shoot between stills; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** How to wait; tests pass a fake clock. */
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function shootSequence<T>(
  take: () => Promise<T>,
  plan: SequencePlan,
  { onCountdown, onShot, signal, wait = sleep }: SequenceCallbacks<T> = {},
): Promise<T[]> {
  const stills: T[] = [];
  for (let shot = 0; shot < plan.count; shot += 1) {
    if (plan.countdownSeconds > 0) {
      for (let left = plan.countdownSeconds; left > 0; left -= 1) {
        signal?.throwIfAborted();
        onCountdown?.(left, shot);
        await wait(1000);
      }
    } else if (shot > 0 && plan.gapMs) {
      await wait(plan.gapMs);
    }
    signal?.throwIfAborted();
    const still = await take();
    stills.push(still);
    onShot?.(shot, still);
  }
  return stills;
}
