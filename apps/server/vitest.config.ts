import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds the database every test app copies, and bundles the server the tests
    // start as a process (from plain node, twice as fast as from source), once per run.
    globalSetup: ['src/test/template-databases.ts', 'src/test/server-bundle.ts'],
    // The files a worker runs share their modules: loading the server's modules again for each
    // file cost more than most files' tests. Nothing here keeps state in a module between files
    // (caches only), tests restore real timers, and a file that mocks modules loads its own.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
