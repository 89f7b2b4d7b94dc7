import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The web and kiosk tests that replace a module with vi.mock are projects of their own (apps/web/vitest.shared.ts, apps/booth/vitest.shared.ts).
    projects: [
      'packages/contract',
      'packages/client',
      'packages/capture',
      'packages/i18n',
      'apps/server',
      'apps/server/vitest.scale-out.config.ts',
      'apps/web',
      'apps/web/vitest.module-mocks.config.ts',
      'apps/booth',
      'apps/booth/vitest.module-mocks.config.ts',
      'lint',
    ],
    // A worker per core (Vitest's default leaves one core out). Server tests are safe side by
    // side: each test app has its own data folder, database and port.
    maxWorkers: '100%',
  },
});
