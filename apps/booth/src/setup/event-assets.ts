/**
 * Every picture an event uses (frames and their overlays, props, filters' samples, the
 * watermark, logos, branding and template images): each is an absolute address somewhere in
 * the event's settings. The kiosk puts them all in the offline cache at set-up, so a booth that
 * loses the network still frames, brands and watermarks its captures.
 */

/** The cache the service worker answers the event's pictures from. */
export const EVENT_ASSET_CACHE = 'boothdeck-event-assets';

const IMAGE_ADDRESS = /^https?:\/\/[^\s"'<>]+$/i;
const EMBEDDED_IMAGE = /\bsrc=["'](https?:\/\/[^"']+)["']/gi;

/** Every absolute address in the event's settings, once each, including images in rich text. */
export function eventAssetUrls(event: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (IMAGE_ADDRESS.test(value)) found.add(value);
      else for (const match of value.matchAll(EMBEDDED_IMAGE)) if (match[1]) found.add(match[1]);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(event);
  return [...found];
}

/** A fingerprint of the addresses, so set-up knows whether the cache already holds this event's pictures. */
export function assetFingerprint(urls: readonly string[]): string {
  let hash = 0;
  for (const char of [...urls].sort().join('\n')) hash = (Math.imul(31, hash) + char.charCodeAt(0)) | 0;
  return `${urls.length}:${(hash >>> 0).toString(36)}`;
}

export type AssetProgress = { done: number; total: number; failed: string[] };

/** Fetches each address into the offline cache, two at a time, reporting after each one. */
export async function cacheEventAssets(
  urls: readonly string[],
  onProgress: (progress: AssetProgress) => void,
): Promise<AssetProgress> {
  const cache = await caches.open(EVENT_ASSET_CACHE);
  const progress: AssetProgress = { done: 0, total: urls.length, failed: [] };
  onProgress({ ...progress });
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const cached = await cache.match(url);
        if (!cached) {
          // A CORS request, as the capture code loads artwork: an opaque copy could not be drawn.
          const response = await fetch(url);
          if (!response.ok) throw new Error(String(response.status));
          await cache.put(url, response);
        }
      } catch {
        progress.failed.push(url);
      }
      progress.done += 1;
      onProgress({ ...progress, failed: [...progress.failed] });
    }
  };
  await Promise.all([worker(), worker()]);
  return progress;
}
