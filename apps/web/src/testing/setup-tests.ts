import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { endSession } from '@/shared/session/end-session';

// Lazy pages and Mantine transitions can take over a second on a busy shared machine; the
// default one-second wait for findBy/waitFor made tests fail for reasons a user never sees.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine reads.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom decodes no pictures: see the stub.
vi.mock('@/shared/lib/read-image-size', () => import('@/testing/read-image-size-stub'));

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// Mantine's autosize Textarea re-measures when web fonts load.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // What a sign-out forgets: the session, the stores that listen for it (the wizard draft) and
  // the cached server data. The test files a worker runs share these modules.
  endSession();
  window.localStorage.clear();
  // A guest's language choice lasts for the browser's session.
  window.sessionStorage.clear();
});
