import { describe, expect, it, vi } from 'vitest';
import { askPersistentStorage } from './persistent-storage.ts';

describe('asking the browser to keep the booth’s storage', () => {
  it('gives the browser’s answer', async () => {
    expect(await askPersistentStorage({ persist: async () => true, persisted: async () => false })).toBe('persistent');
    expect(await askPersistentStorage({ persist: async () => false, persisted: async () => false })).toBe(
      'not-persistent',
    );
  });

  it('does not ask again once granted', async () => {
    const persist = vi.fn(async () => true);
    expect(await askPersistentStorage({ persist, persisted: async () => true })).toBe('persistent');
    expect(persist).not.toHaveBeenCalled();
  });

  it('stops waiting for a browser that never answers (Firefox waits on a prompt)', async () => {
    const never = () => new Promise<boolean>(() => {});
    expect(await askPersistentStorage({ persist: never, persisted: async () => false }, 20)).toBe('no-answer');
  });

  it('says when the browser has no such request', async () => {
    expect(await askPersistentStorage(undefined)).toBe('unsupported');
    expect(await askPersistentStorage({})).toBe('unsupported');
  });
});
