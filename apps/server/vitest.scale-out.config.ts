import { defineConfig } from 'vitest/config';

/**
 * The scale-out suite: several real server processes on one PostgreSQL database behind a
 * round-robin proxy (scale-out/). Its files start processes of their own, so they run one at a
 * time; each needs TEST_DATABASE_URL and is skipped, saying so, without it.
 */
export default defineConfig({
  test: {
    name: 'server-scale-out',
    include: ['scale-out/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/template-databases.ts', 'src/test/server-bundle.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
