import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('library artwork next to the web app', () => {
  let t: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-web-'));
    await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Boothdeck</title>');
    t = await createTestApp('sqlite', { webDistDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDistDir, { recursive: true, force: true });
  });

  it('serves a library file read-only, cacheable for a day', async () => {
    const file = await t.app.inject({ url: '/library/frame/classic-polaroid.svg' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.headers['cache-control']).toBe('public, max-age=86400');
    const put = await t.app.inject({ method: 'PUT', url: '/library/frame/classic-polaroid.svg', payload: 'x' });
    expect(put.statusCode).toBe(404);
  });

  it('answers an unknown library file with a JSON 404, never the web app', async () => {
    for (const url of ['/library/frame/missing.svg', '/library/nowhere/x.svg']) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // Folders are not listed.
    for (const url of ['/library/', '/library/frame/']) {
      const reply = await t.app.inject({ url });
      expect([403, 404], url).toContain(reply.statusCode);
      expect(reply.body, url).not.toContain('<title>Boothdeck</title>');
    }
    // A path climbing out of the library is never a file outside it.
    for (const url of ['/library/%2e%2e/package.json', '/library/%2e%2e/src/app.ts']) {
      const reply = await t.app.inject({ url });
      expect(reply.body, url).not.toContain('@boothdeck');
    }
    const page = await t.app.inject({ url: '/event/frame' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Boothdeck</title>');
  });
});
