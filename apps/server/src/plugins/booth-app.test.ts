import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_API_ADDRESS } from '../test/api-address.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('the booth kiosk beside the organiser app', () => {
  let t: TestApp;
  let folder: string;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-apps-'));
    const webDistDir = path.join(folder, 'web');
    const boothDistDir = path.join(folder, 'booth');
    await fs.mkdir(path.join(boothDistDir, 'assets'), { recursive: true });
    await fs.mkdir(webDistDir);
    await fs.writeFile(path.join(webDistDir, 'index.html'), '<title>Organiser</title>');
    await fs.writeFile(path.join(boothDistDir, 'index.html'), '<title>Kiosk</title>');
    await fs.writeFile(path.join(boothDistDir, 'assets', 'kiosk-abc123.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { webDistDir, boothDistDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('answers every kiosk address with the kiosk, never the organiser app', async () => {
    for (const url of ['/booth/', '/booth/?event=6f1c2b9e', '/booth/operator', '/booth/capture/photo']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>Kiosk</title>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    const organiserPage = await t.app.inject({ url: '/events' });
    expect(organiserPage.body).toContain('<title>Organiser</title>');
  });

  it('answers HEAD on every page of both apps as GET does, for uptime monitors', async () => {
    for (const url of ['/', '/events', '/reset/some-token', '/booth/', '/booth/operator']) {
      const [head, get] = await Promise.all([
        t.app.inject({ method: 'HEAD', url }),
        t.app.inject({ method: 'GET', url }),
      ]);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
    // A path no definition has: the literal is the point.
    expect((await t.app.inject({ method: 'HEAD', url: UNKNOWN_API_ADDRESS })).statusCode).toBe(404);
  });

  it('keeps the query when it adds the folder slash', async () => {
    const reply = await t.app.inject({ url: '/booth?event=6f1c2b9e' });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/booth/?event=6f1c2b9e');
  });

  it('lets hashed kiosk files be cached for good', async () => {
    const file = await t.app.inject({ url: '/booth/assets/kiosk-abc123.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
