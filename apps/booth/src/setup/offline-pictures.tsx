/**
 * The event's pictures kept in the offline cache for as long as the booth runs: at set-up, again
 * whenever the event's settings change, and again for any that could not be fetched, when the
 * network comes back and every few minutes. A picture that fails never holds the booth back; the
 * operator sees how many are missing on the set-up and operator screens.
 */
import type { BoothEvent } from '@boothdeck/contract';
import { useEffect, useState } from 'react';
import { type AssetProgress, cacheEventAssets, eventAssetUrls } from './event-assets.ts';

/** How long before pictures that failed are fetched again (sooner when the network comes back). */
export const PICTURE_RETRY_MS = 2 * 60_000;

export function useOfflinePictures(event: BoothEvent): AssetProgress | null {
  const [progress, setProgress] = useState<AssetProgress | null>(null);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each round fetches what is still missing.
  useEffect(() => {
    const urls = eventAssetUrls(event);
    if (!('caches' in window)) {
      setProgress({ done: urls.length, total: urls.length, failed: [] });
      return;
    }
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const again = () => setRound((current) => current + 1);
    void cacheEventAssets(urls, (next) => !cancelled && setProgress(next)).then((done) => {
      if (cancelled || done.failed.length === 0) return;
      retry = setTimeout(again, PICTURE_RETRY_MS);
      window.addEventListener('online', again, { once: true });
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
      window.removeEventListener('online', again);
    };
  }, [event, round]);

  return progress;
}

/** What the operator is told about pictures that are not on the device yet; nothing when all are. */
export function MissingPictures({ progress }: { progress: AssetProgress | null }) {
  const missing = progress?.failed.length ?? 0;
  if (missing === 0) return null;
  return (
    <p className="notice notice--warning" role="alert">
      {missing === 1 ? '1 picture' : `${missing} pictures`} could not be saved for offline use. The booth runs without{' '}
      {missing === 1 ? 'it' : 'them'} offline and tries again by itself.
    </p>
  );
}
