/**
 * What the web tests' two projects share. 'web' (vitest.config.ts) runs the files that use the
 * real modules, sharing them between the files a worker runs: loading React, Mantine and jsdom
 * again for each file cost more than most files' tests. 'web-module-mocks'
 * (vitest.module-mocks.config.ts) runs the files that replace a module with vi.mock, so the
 * replacement reaches every module that imports it: each file with modules of its own, unless they
 * all make the same one replacement (see mocksOnlyThePicker).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestUserConfig } from 'vitest/config';

const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

const MODULE_MOCK = /\bvi\.mock\(/g;
const mockCount = (source: string) => source.match(MODULE_MOCK)?.length ?? 0;
/** The one replacement several files make, each the same way: the date-time picker by its stand-in. */
const PICKER_STUB =
  "vi.mock('@/shared/ui/event-date-time-picker', () => import('@/testing/event-date-time-picker-stub'));";

const readTest = (file: string) => fs.readFileSync(path.join(WEB_ROOT, file), 'utf8');

/** The test files that call vi.mock, as paths from apps/web. */
export function moduleMockingTests(): string[] {
  return fs
    .readdirSync(path.join(WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => path.join('src', file))
    .filter((file) => mockCount(readTest(file)) > 0);
}

/**
 * Whether every module-mocking file replaces only the date-time picker, by the same stand-in. Then
 * they can share their modules like the 'web' files: whichever file loads a module first, it gets
 * the same replacement every other file would have given it, and none of them wants the real one.
 */
export function mocksOnlyThePicker(files: readonly string[]): boolean {
  return files.every((file) => {
    const source = readTest(file);
    return source.split(PICKER_STUB).length - 1 === mockCount(source);
  });
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
