/**
 * What the web tests' two projects share. 'web' (vitest.config.ts) runs the files that use the
 * real modules, sharing them between the files a worker runs: loading React, Mantine and jsdom
 * again for each file cost more than most files' tests. 'web-module-mocks'
 * (vitest.module-mocks.config.ts) runs the files that replace a module with vi.mock, each with
 * modules of its own, so the replacement reaches every module that imports it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestUserConfig } from 'vitest/config';

const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

/** The test files that call vi.mock, as paths from apps/web. */
export function moduleMockingTests(): string[] {
  return fs
    .readdirSync(path.join(WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => path.join('src', file))
    .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(WEB_ROOT, file), 'utf8')));
}

export const webTestProject = (test: TestUserConfig) =>
  defineConfig({
    plugins: [react()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      css: false,
      // Only a hang should reach this: a busy machine slows the longest forms past 20 s.
      testTimeout: 60_000,
      ...test,
    },
  });
