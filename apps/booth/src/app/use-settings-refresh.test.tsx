import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_REFRESH_MS, useSettingsRefresh } from './use-settings-refresh.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the booth picking up the organiser's changes", () => {
  it('reads the settings on arriving at the attract screen and every few minutes while it waits there', () => {
    const refresh = vi.fn(async () => {});
    const { rerender } = renderHook(({ waiting }) => useSettingsRefresh(waiting, refresh), {
      initialProps: { waiting: false },
    });
    expect(refresh).not.toHaveBeenCalled();
    rerender({ waiting: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTINGS_REFRESH_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(3);

    // A guest starts: no more reads until the booth is back on the attract screen.
    rerender({ waiting: false });
    vi.advanceTimersByTime(SETTINGS_REFRESH_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('does not apply settings that arrive once a guest has started', () => {
    let canApply: () => boolean = () => true;
    const refresh = vi.fn(async (check: () => boolean) => {
      canApply = check;
    });
    const { rerender } = renderHook(({ waiting }) => useSettingsRefresh(waiting, refresh), {
      initialProps: { waiting: true },
    });
    expect(canApply()).toBe(true);
    rerender({ waiting: false });
    expect(canApply()).toBe(false);
  });
});
