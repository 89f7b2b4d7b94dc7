import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds the database every test app copies, once per run.
    globalSetup: ['src/test/template-databases.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
