/**
 * Runs the capture package in Chromium: builds harness/ (the real source, its GIF worker
 * included) with Vite into a temporary folder, serves it from 127.0.0.1 (a secure context, so
 * the camera works) with the shipped library artwork under /library/, and opens it in one
 * headless Chromium with a fake camera.
 */
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_FLAGS } from '../../../e2e/support/browser.ts';

const HARNESS_DIR = import.meta.dirname;
const LIBRARY_DIR = path.resolve(HARNESS_DIR, '../../../apps/server/assets/library');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export type Harness = { page: Page; browser: Browser; close(): Promise<void> };

export type HarnessOptions = {
  /** A Y4M or MJPEG clip the fake camera plays in a loop; without it, Chromium's own test pattern. */
  cameraFile?: string;
};

export async function openHarness({ cameraFile }: HarnessOptions = {}): Promise<Harness> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'capture-harness-'));
  await build({
    root: HARNESS_DIR,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, minify: false, reportCompressedSize: false },
  });
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const [root, relative] = pathname.startsWith('/library/')
      ? [LIBRARY_DIR, pathname.slice('/library/'.length)]
      : [outDir, pathname === '/' ? 'index.html' : pathname.slice(1)];
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return void response.writeHead(404).end();
    fs.readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...(cameraFile ? [`--use-file-for-fake-video-capture=${cameraFile}`] : []),
    ],
  });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('body[data-ready="true"]');
  return {
    page,
    browser,
    async close() {
      await browser.close();
      server.close();
      await fs.rm(outDir, { recursive: true, force: true });
    },
  };
}
