import type { GalleryItem } from '@boothdeck/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { wrapIndex } from '../lib/slide-tabs';

/** How long a slide stays before the show moves on by itself. */
export const SLIDE_ADVANCE_MS = 5000;
/** After the guest steps through by hand, the show waits this long before moving on again. */
export const SLIDE_PAUSE_AFTER_STEP_MS = 20_000;

type Shown = { id: number | null; index: number; byHand: boolean };

/**
 * Which slide is on screen. It is held by item, not by place: new captures arrive at the front
 * of the list as the show runs, and the slide on screen stays put. The show moves on by itself
 * every few seconds, and waits longer after the guest uses previous or next.
 */
export function useSlidePosition(items: GalleryItem[]) {
  const [shown, setShown] = useState<Shown>({ id: null, index: 0, byHand: false });
  const found = shown.id === null ? -1 : items.findIndex((item) => item.id === shown.id);
  // An item gone from the list leaves its place to the next one.
  const index = found >= 0 ? found : Math.min(shown.index, Math.max(items.length - 1, 0));
  const current = items[index];
  // Pin the first slide shown, so items arriving before any step do not push it along either.
  if (current && shown.id !== current.id && found < 0) setShown({ id: current.id, index, byHand: shown.byHand });

  const latest = useRef({ items, index });
  latest.current = { items, index };
  // Reads the list and place of the latest render, so the timer below need not restart on each one.
  const step = useCallback((by: number, byHand: boolean) => {
    const { items: now, index: from } = latest.current;
    const to = wrapIndex(from, by, now.length);
    setShown({ id: now[to]?.id ?? null, index: to, byHand });
  }, []);

  const count = items.length;
  // Restarted whenever the slide on screen changes or items come and go, not on every render.
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(() => step(1, false), shown.byHand ? SLIDE_PAUSE_AFTER_STEP_MS : SLIDE_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [shown, count, step]);

  return { index, step: (by: number) => step(by, true) };
}
