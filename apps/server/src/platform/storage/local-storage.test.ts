import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('local media storage beside the built web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Boothdeck</title>');
    t = await createTestApp('sqlite', { webDistDir: webDist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('stores, copies, serves and removes files under their keys', async () => {
    const { storage } = t.app.platform;
    await storage.put('event_info_image/abc123.png', Buffer.from('first'));
    await storage.copy('event_info_image/abc123.png', 'event_info_image/def456.png');
    expect((await storage.read('event_info_image/def456.png')).toString()).toBe('first');
    expect(storage.publicUrl('event_info_image/abc123.png')).toBe('/media/event_info_image/abc123.png');
    const served = await t.app.inject({ url: '/media/event_info_image/abc123.png' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('first');
    await storage.remove('event_info_image/abc123.png');
    await storage.remove('event_info_image/abc123.png');
    expect((await t.app.inject({ url: '/media/event_info_image/abc123.png' })).statusCode).toBe(404);
  });

  it('answers a missing file with a JSON 404 while client routes still get the web app', async () => {
    const missing = await t.app.inject({ url: '/media/event_info_image/nothing.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.notFound });
    const page = await t.app.inject({ url: '/event/create' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Boothdeck</title>');
  });

  it('never reaches outside the media folder', async () => {
    for (const url of [
      '/media/../boothdeck.sqlite',
      '/media/..%2fboothdeck.sqlite',
      '/media/%2e%2e/boothdeck.sqlite',
    ]) {
      const reply = await t.app.inject({ url });
      expect(reply.body, url).not.toContain('SQLite format');
    }
    expect(() => t.app.platform.storage.publicUrl('../boothdeck.sqlite')).toThrow();
    await expect(t.app.platform.storage.put('event_info_image/../../x.png', Buffer.from('x'))).rejects.toThrow();
  });

  it('sweeps away what a write cut short by a crash left, keeping whole files', async () => {
    const { storage } = t.app.platform;
    await storage.put('event_gallery/thumb/whole.webp', Buffer.from('whole'));
    const folder = path.join(t.config.dataDir, 'media', 'event_gallery', 'thumb');
    await fs.writeFile(path.join(folder, 'cut.webp.3f9a.partial'), 'half');
    expect((await t.app.inject({ url: '/media/event_gallery/thumb/cut.webp.3f9a.partial' })).statusCode).toBe(404);
    expect(await storage.sweepUnfinished()).toBe(1);
    expect(await fs.readdir(folder)).toEqual(['whole.webp']);
  });
});
