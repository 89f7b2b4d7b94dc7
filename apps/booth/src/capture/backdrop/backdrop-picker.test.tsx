import type { BoothEvent } from '@boothdeck/contract';
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookOptions } from '../look-options.ts';
import { type LookChoice, LookPicker } from '../look-picker.tsx';
import { loadSegmenter } from './segmenter.ts';
import { useBackdrops } from './use-backdrops.ts';

vi.mock('./segmenter.ts', () => ({ loadSegmenter: vi.fn() }));
vi.mock('../load-capture.ts', () => ({
  loadCapture: async () => ({ loadImage: async (url: string) => Object.assign(new Image(), { src: url }) }),
}));

const BACKDROPS = [
  { id: 3, name: 'Beach', image: 'http://booth.test/media/backdrop/beach.jpg' },
  { id: 4, name: 'City', image: 'http://booth.test/media/backdrop/city.jpg' },
];
const eventWith = (virtual_backdrop: 0 | 1) =>
  ({
    options: { frame: 0, filters: 0, digital_props: 0, virtual_backdrop },
    photo_frame: null,
    filter: null,
    digital_prop: null,
    backdrop: BACKDROPS,
  }) as unknown as BoothEvent;

afterEach(cleanup);

describe('the backdrop choice on the kiosk', () => {
  it('offers the event’s backdrops only when the option is on', () => {
    expect(lookOptions(eventWith(1)).backdrops.map((each) => each.name)).toEqual(['Beach', 'City']);
    expect(lookOptions(eventWith(0)).backdrops).toEqual([]);
  });

  it('shows "None" and each backdrop, and hands back the guest’s choice', () => {
    const onChange = vi.fn<(choice: LookChoice) => void>();
    render(
      <LookPicker
        frames={[]}
        filters={[]}
        props={[]}
        backdrops={BACKDROPS}
        choice={{}}
        onChange={onChange}
        disabled={false}
      />,
    );
    const group = screen.getByRole('group', { name: 'Backdrop' });
    expect(screen.getByRole('button', { name: 'None' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'City' }));
    expect(onChange).toHaveBeenCalledWith({ backdropId: 4 });
    expect(group).toBeTruthy();
  });

  it('offers no backdrop, and says nothing, on a device that cannot segment', async () => {
    vi.mocked(loadSegmenter).mockResolvedValue(null);
    const { result } = renderHook(() => useBackdrops(BACKDROPS, 3));
    await waitFor(() => expect(loadSegmenter).toHaveBeenCalled());
    expect(result.current).toEqual({ offered: [], chosen: null });
    render(
      <LookPicker
        frames={[]}
        filters={[]}
        props={[]}
        backdrops={result.current.offered}
        choice={{}}
        onChange={() => {}}
        disabled={false}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Backdrop' })).toBeNull();
  });

  it('offers the backdrops once the segmenter is ready, with the chosen one’s picture', async () => {
    const segmenter = { segment: vi.fn() };
    vi.mocked(loadSegmenter).mockResolvedValue(segmenter);
    const { result } = renderHook(() => useBackdrops(BACKDROPS, 4));
    await waitFor(() => expect(result.current.offered).toEqual(BACKDROPS));
    await waitFor(() => expect(result.current.chosen?.image.src).toBe(BACKDROPS[1]?.image));
    expect(result.current.chosen?.segmenter).toBe(segmenter);
  });
});
