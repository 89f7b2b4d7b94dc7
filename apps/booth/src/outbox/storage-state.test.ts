import { describe, expect, it } from 'vitest';
import { ROOM_FOR_A_CAPTURE_BYTES } from './capture-room.ts';
import { isQuotaError, LOW_FREE_BYTES, STORAGE_OK, storageFromEstimate } from './storage-state.ts';

const MB = 1024 * 1024;

describe('the storage state', () => {
  it('warns when less than 200 MB or a tenth of the quota is left, saying how much', () => {
    expect(storageFromEstimate({ usage: 100 * MB, quota: 10_240 * MB })).toEqual(STORAGE_OK);
    expect(storageFromEstimate({ usage: 1000 * MB, quota: 1000 * MB + LOW_FREE_BYTES - MB })).toMatchObject({
      full: false,
      low: true,
      message: expect.stringContaining('(199 MB left)'),
    });
    expect(storageFromEstimate({ usage: 950 * MB, quota: 1000 * MB * 1.2 }).low).toBe(false);
    expect(storageFromEstimate({ usage: 1900 * MB, quota: 2000 * MB }).low).toBe(true);
  });

  it('starts no capture when the largest would not fit twice, saying how much is left and what to do', () => {
    const noRoom = storageFromEstimate({ usage: 990 * MB, quota: 1000 * MB });
    expect(noRoom).toMatchObject({ full: true, low: true, message: expect.stringContaining('(10 MB left)') });
    expect(noRoom.message).toContain('Let the queue upload');
    expect(storageFromEstimate({ usage: 1000 * MB - ROOM_FOR_A_CAPTURE_BYTES, quota: 1000 * MB }).full).toBe(false);
  });

  it('says nothing when the browser gives no estimate', () => {
    expect(storageFromEstimate(undefined)).toEqual(STORAGE_OK);
    expect(storageFromEstimate({ usage: 5 })).toEqual(STORAGE_OK);
  });

  it('recognises the browser refusing a write for lack of space', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new DOMException('gone', 'NotFoundError'))).toBe(false);
    expect(isQuotaError(new TypeError('x'))).toBe(false);
  });
});
