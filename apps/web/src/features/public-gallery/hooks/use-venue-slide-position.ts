import type { GalleryItem } from '@boothdeck/contract';
import { useEffect, useRef, useState } from 'react';
import { wrapIndex } from '../lib/slide-tabs';
import { SLIDE_ADVANCE_MS } from './use-slide-position';

/**
 * A slide on the venue screen stays at least this long, even when a new capture is waiting:
 * the guest who just took it sees it within seconds, and no slide flashes by unseen.
 */
export const VENUE_SLIDE_MIN_MS = 1500;

/**
 * Which slide the venue screen shows. It runs through the show by itself, and a capture that
 * arrives while it runs is shown next (the newest first when several arrive together), then the
 * show carries on from there. Held by item, so arrivals at the front of the list move nothing.
 */
export function useVenueSlidePosition(items: GalleryItem[]) {
  const [shown, setShown] = useState<{ id: number | null; at: number }>({ id: null, at: Date.now() });
  const seen = useRef<Set<number> | null>(null);
  const waiting = useRef<number[]>([]);

  // What the first answer held is the show; whatever comes after it is new and goes first.
  if (seen.current === null) {
    if (items.length > 0) seen.current = new Set(items.map((item) => item.id));
  } else {
    const known = seen.current;
    const arrived = items.filter((item) => !known.has(item.id)).map((item) => item.id);
    for (const id of arrived) known.add(id);
    if (arrived.length > 0) waiting.current = [...arrived, ...waiting.current];
  }

  const found = shown.id === null ? -1 : items.findIndex((item) => item.id === shown.id);
  const index = Math.max(found, 0);
  // Pin the first slide, so a capture arriving before the first step does not take its place.
  const first = items[index];
  if (first && found < 0) setShown({ id: first.id, at: shown.at });
  const latest = useRef({ items, index });
  latest.current = { items, index };

  const hasWaiting = waiting.current.length > 0;
  useEffect(() => {
    if (items.length === 0 || (items.length < 2 && !hasWaiting)) return;
    const elapsed = Date.now() - shown.at;
    const delay = hasWaiting ? Math.max(VENUE_SLIDE_MIN_MS - elapsed, 0) : SLIDE_ADVANCE_MS;
    const timer = window.setTimeout(() => {
      const { items: now, index: from } = latest.current;
      const inShow = waiting.current.filter((id) => now.some((item) => item.id === id));
      const [next, ...rest] = inShow;
      waiting.current = rest;
      setShown({ id: next ?? now[wrapIndex(from, 1, now.length)]?.id ?? null, at: Date.now() });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [shown, items, hasWaiting]);

  return index;
}
