/**
 * What the kiosk tests' two projects share. 'booth' (vitest.config.ts) runs the files that use the
 * real modules in one jsdom window per worker: creating the window and loading React again for
 * each file cost more than most files' tests. src/test-setup.ts gives each file fresh kiosk modules
 * and a clean window. 'booth-module-mocks' (vitest.module-mocks.config.ts) runs the files that
 * replace a module with vi.mock, each on its own, so the replacement reaches no other file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestUserConfig } from 'vitest/config';

const BOOTH_ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The test files that call vi.mock, as paths from apps/booth. */
export const moduleMockingTests = (): string[] =>
  fs
    .readdirSync(path.join(BOOTH_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('src', file))
    .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(BOOTH_ROOT, file), 'utf8')));

export const boothTestProject = (test: TestUserConfig) =>
  defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      css: false,
      // A test waits for the outbox or the screen to catch up; on a machine busy with the other
      // suites that can take seconds, which Vitest's 5 s default does not leave.
      testTimeout: 30_000,
      ...test,
    },
  });
