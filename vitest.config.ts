import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/client', 'apps/server', 'apps/web', 'lint'],
    // A worker per core (Vitest's default leaves one core out). Server tests are safe side by
    // side: each test app has its own data folder, database and port.
    maxWorkers: '100%',
  },
});
