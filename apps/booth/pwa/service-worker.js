/**
 * The kiosk's service worker (scope /booth/). The build writes in the list of the kiosk's files
 * and a build id. It keeps:
 * - the app shell: every built file, cached at install; hashed files answered from the cache
 *   first (their names change when they do), the page itself from the network first, so a
 *   new build is picked up when online and the kept page opens the booth when offline;
 * - the event's pictures (frames, props, watermark, branding), put in their cache by the kiosk
 *   at set-up and answered from it first.
 * API calls always go to the network: the kiosk's queue deals with being offline. A new build's
 * worker installs its files beside the running one's and takes over when the kiosk says so.
 */
const BUILD_ID = '__BUILD_ID__';
const SHELL_FILES = __SHELL_FILES__;
const SHELL_CACHE = `boothdeck-shell-${BUILD_ID}`;
const EVENT_ASSET_CACHE = 'boothdeck-event-assets';
const SCOPE = self.registration.scope;
const PAGE = new URL('index.html', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL_FILES.map((file) => new URL(file, SCOPE).href))),
  );
});

// A new version waits while an older one runs the kiosk: the kiosk tells it when to take over
// (on its attract screen, with nothing sending), never under a guest. The first install needs no cue.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'take-over') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('boothdeck-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function pageFromNetworkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(PAGE, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match(PAGE, { cacheName: SHELL_CACHE });
    if (kept) return kept;
    throw error;
  }
}

async function fromCacheFirst(request, cacheName) {
  const kept = await caches.match(request, { cacheName, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && cacheName === SHELL_CACHE) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate' && request.url.startsWith(SCOPE)) {
    event.respondWith(pageFromNetworkFirst(request));
  } else if (request.url.startsWith(SCOPE)) {
    event.respondWith(fromCacheFirst(request, SHELL_CACHE));
  } else {
    event.respondWith(fromCacheFirst(request, EVENT_ASSET_CACHE));
  }
});
