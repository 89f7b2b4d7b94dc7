/**
 * Every picture an event uses (frames and their overlays, props, filters' samples, the
 * watermark, logos, backdrops, branding and template images), read from the settings' picture
 * fields. The kiosk puts them all in the offline cache, so a booth that loses the network still
 * frames, brands and watermarks its captures. Other addresses in the settings (the SMS step's
 * review link, say) are not pictures and are left alone.
 */

/** The cache the service worker answers the event's pictures from. */
export const EVENT_ASSET_CACHE = 'boothdeck-event-assets';

/** The settings' fields that hold a picture's address (the contract's `imageUrl` fields). */
const PICTURE_FIELDS = new Set([
  'event_info_image',
  'photo',
  'preview_image',
  'photo_frame',
  'frame',
  'image',
  'logo',
  'filter_photo',
  'filter_url',
  'template_image',
  'microsite_template_photo',
  'print_frame',
]);
const IMAGE_ADDRESS = /^https?:\/\/[^\s"'<>]+$/i;
const EMBEDDED_IMAGE = /<img\b[^>]*?\bsrc=["'](https?:\/\/[^"']+)["']/gi;

/** Every picture's address in the event's settings, once each, including images in rich text. */
export function eventAssetUrls(event: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, field: string) => {
    if (typeof value === 'string') {
      if (PICTURE_FIELDS.has(field) && IMAGE_ADDRESS.test(value)) found.add(value);
      else for (const match of value.matchAll(EMBEDDED_IMAGE)) if (match[1]) found.add(match[1]);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, field);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, key);
    }
  };
  visit(event, '');
  return [...found];
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
