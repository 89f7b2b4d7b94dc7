import { describe, expect, it } from 'vitest';
import { askPersistentStorage } from './persistent-storage.ts';

const withPersist = (persist: () => Promise<boolean>) => ({ storage: { persist } as unknown as StorageManager });

describe('asking for persistent storage', () => {
  it("gives the browser's answer", async () => {
    expect(await askPersistentStorage(withPersist(async () => true))).toBe('persistent');
    expect(await askPersistentStorage(withPersist(async () => false))).toBe('not-persistent');
  });

  it('stops waiting when the browser never answers (Firefox waiting on its prompt)', async () => {
    const never = () => new Promise<boolean>(() => {});
    expect(await askPersistentStorage(withPersist(never), 20)).toBe('unanswered');
  });

  it('says so where the engine has no storage manager (WebKitGTK)', async () => {
    expect(await askPersistentStorage({ storage: undefined as unknown as StorageManager })).toBe('unsupported');
  });
});
