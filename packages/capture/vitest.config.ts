import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'capture',
    // The pure parts run in node; harness/*.test.ts builds a page of the real code and runs it in Chromium.
    include: ['src/**/*.test.ts', 'harness/**/*.test.ts'],
    environment: 'node',
  },
});
