import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Each file lints its probes once, in beforeAll: a few hundred files through Biome, slower on a busy machine.
  test: { name: 'lint', include: ['*.test.ts'], environment: 'node', hookTimeout: 60_000 },
});
