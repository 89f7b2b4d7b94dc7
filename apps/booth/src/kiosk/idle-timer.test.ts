import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, watchIdle } from './idle-timer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the idle timeout', () => {
  it('goes back to the start once, after the timeout without a touch', () => {
    const onIdle = vi.fn();
    createIdleTimer(60_000, onIdle);
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts again from each touch or key on the page, and stops when the screen goes', () => {
    const onIdle = vi.fn();
    const stop = watchIdle(1000, onIdle);
    vi.advanceTimersByTime(900);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(900);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledTimes(1);

    const onIdleAgain = vi.fn();
    const stopAgain = watchIdle(1000, onIdleAgain);
    stopAgain();
    vi.advanceTimersByTime(5000);
    expect(onIdleAgain).not.toHaveBeenCalled();
    stop();
  });
});
