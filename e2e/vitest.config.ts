import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Two files at a time against the one server (the machine has two cores). Journeys never
    // share an account, an e-mail address or a visitor address, so they cannot see each other.
    maxWorkers: 2,
    // A worker's files share its loaded modules (playwright-core loads once per worker). What
    // support modules keep between files is counters and random tags that keep addresses apart,
    // and the worker's Chromium (one with the kiosk's fake camera, one without), which every file
    // shares with a fresh context per test (support/browser.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Reads of the page go through expect.poll, which waits for the page to catch up; a busy
    // machine can take seconds where an idle one takes milliseconds.
    expect: { poll: { timeout: 10_000 } },
  },
});
