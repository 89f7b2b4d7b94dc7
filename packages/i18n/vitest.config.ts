import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'i18n',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
