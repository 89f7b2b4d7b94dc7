import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'booth',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    css: false,
    // A test waits for the outbox or the screen to catch up; on a machine busy with the other
    // suites that can take seconds, which Vitest's 5 s default does not leave.
    testTimeout: 30_000,
  },
});
