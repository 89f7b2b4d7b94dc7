import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFaults } from '../support/index.ts';
import { lazyScreen } from './lazy-screen.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  // React reports a caught error on the console too; the test reads the log instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function Broken(): never {
  throw new Error('The share screen broke');
}

describe('a screen that breaks', () => {
  it('is caught: logged for the support export, reported to the kiosk, and offered again', () => {
    const onFailure = vi.fn();
    render(
      <ScreenBoundary where="share" onFailure={onFailure}>
        <Broken />
      </ScreenBoundary>,
    );
    expect(onFailure).toHaveBeenCalledOnce();
    expect(readFaults()).toEqual([
      expect.objectContaining({ where: 'share', message: 'Error: The share screen broke' }),
    ]);
    screen.getByRole('heading', { name: 'This screen is not working just now' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(readFaults()).toHaveLength(2);
  });

  it('whose code fails to arrive is loaded again before it counts as broken', async () => {
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => <h1>Take it with you</h1>);
    const Share = lazyScreen(load);
    render(
      <ScreenBoundary where="share">
        <Suspense fallback="One moment…">
          <Share />
        </Suspense>
      </ScreenBoundary>,
    );
    await screen.findByRole('heading', { name: 'Take it with you' }, { timeout: 5000 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(readFaults()).toEqual([]);
  });

  it('whose code never arrives goes to the boundary, and is tried afresh the next time it shows', async () => {
    const load = vi.fn<() => Promise<() => React.ReactNode>>().mockRejectedValue(new TypeError('gone'));
    const Share = lazyScreen(load);
    const shown = () => (
      <ScreenBoundary where="share">
        <Suspense fallback="One moment…">
          <Share />
        </Suspense>
      </ScreenBoundary>
    );
    const { unmount } = render(shown());
    await screen.findByRole('heading', { name: 'This screen is not working just now' }, { timeout: 8000 });
    const attempts = load.mock.calls.length;
    expect(attempts).toBe(4);
    unmount();
    load.mockResolvedValue(() => <h1>Take it with you</h1>);
    render(shown());
    await screen.findByRole('heading', { name: 'Take it with you' });
  });
});
