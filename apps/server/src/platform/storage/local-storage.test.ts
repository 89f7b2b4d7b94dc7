import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../test/plain-replies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createLocalStorage } from './local-storage.ts';

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
    expect(messageOf(missing)).toBe(MESSAGES.notFound);
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

  it('sweeps away what a write cut short by an older version left, keeping whole files', async () => {
    const { storage } = t.app.platform;
    await storage.put('event_gallery/thumb/whole.webp', Buffer.from('whole'));
    const folder = path.join(t.config.dataDir, 'media', 'event_gallery', 'thumb');
    await fs.writeFile(path.join(folder, 'cut.webp.3f9a.partial'), 'half');
    expect((await t.app.inject({ url: '/media/event_gallery/thumb/cut.webp.3f9a.partial' })).statusCode).toBe(404);
    expect(await storage.sweepUnfinished()).toBe(1);
    expect(await fs.readdir(folder)).toEqual(['whole.webp']);
  });

  it("sweeps what a process that is gone left, never a running process's write in progress", async () => {
    const inProgress = path.join(t.config.dataDir, 'media', '.in-progress');
    const [running, gone] = [await runningProcess(), await processThatEnded()];
    try {
      const folders = inProgressFolders(inProgress, { running: running.pid, gone });
      await Promise.all(Object.values(folders).map((folder) => fs.mkdir(folder, { recursive: true })));
      await fs.writeFile(path.join(folders.running, 'a1b2'), 'being written');
      await fs.writeFile(path.join(folders.gone, 'c3d4'), 'cut short');
      expect(
        (await t.app.inject({ url: `/media/.in-progress/${path.basename(folders.running)}/a1b2` })).statusCode,
      ).toBe(404);

      const anotherProcess = createLocalStorage(path.join(t.config.dataDir, 'media'));
      expect(await anotherProcess.sweepUnfinished()).toBe(1);
      expect(await fs.readFile(path.join(folders.running, 'a1b2'), 'utf8')).toBe('being written');
      await expect(fs.stat(folders.gone)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      running.kill();
    }
  });
});

/** A process that runs until it is killed. */
async function runningProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child as ChildProcess & { pid: number };
}

/** The pid of a process that has ended. */
async function processThatEnded(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid ?? 0;
}

/** Folders named as each process on this host names its own. */
function inProgressFolders(parent: string, pids: { running: number; gone: number }) {
  const folderOf = (pid: number) => path.join(parent, `${pid}-0badc0de@${os.hostname()}`);
  return { running: folderOf(pids.running), gone: folderOf(pids.gone) };
}
