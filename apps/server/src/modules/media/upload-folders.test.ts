import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOREIGN_FOLDER_MAX_AGE_MS } from '../../platform/storage/process-folders.ts';
import { claimUploadFolder } from './capture-upload.ts';

/** A folder as the process `pid` on `host` names its own, holding one upload. */
async function folderWithUpload(parent: string, pid: number, host = os.hostname()): Promise<string> {
  const folder = path.join(parent, `${pid}-5eed1e55@${host}`);
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(path.join(folder, 'upload-1'), 'bytes received so far');
  return folder;
}

const exists = (folder: string) =>
  fs.stat(folder).then(
    () => true,
    () => false,
  );

describe('upload folders of several processes sharing a data folder', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-uploads-'));
  });
  afterEach(() => fs.rm(parent, { recursive: true, force: true }));

  it("keeps a running process's uploads and removes those of a process that is gone or was this one before", async () => {
    const running = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const ended = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await Promise.all([once(running, 'spawn'), once(ended, 'exit')]);
    try {
      const kept = await folderWithUpload(parent, running.pid ?? 0);
      const gone = await folderWithUpload(parent, ended.pid ?? 0);
      // A restarted container: the same pid and host, an earlier life.
      const earlierLife = await folderWithUpload(parent, process.pid);

      const own = await claimUploadFolder(parent);
      expect(path.dirname(own)).toBe(parent);
      expect(await fs.readdir(own)).toEqual([]);
      expect(await fs.readFile(path.join(kept, 'upload-1'), 'utf8')).toBe('bytes received so far');
      expect(await exists(gone)).toBe(false);
      expect(await exists(earlierLife)).toBe(false);
    } finally {
      running.kill();
    }
  });

  it("keeps another host's uploads until nothing has touched them for a day", async () => {
    const recent = await folderWithUpload(parent, 4242, 'other-host');
    const stale = await folderWithUpload(parent, 4343, 'third-host');
    const longAgo = new Date(Date.now() - FOREIGN_FOLDER_MAX_AGE_MS - 60_000);
    await fs.utimes(stale, longAgo, longAgo);

    await claimUploadFolder(parent);
    expect(await exists(recent)).toBe(true);
    expect(await exists(stale)).toBe(false);
  });
});
