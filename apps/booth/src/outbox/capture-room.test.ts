import { describe, expect, it } from 'vitest';
import { captureRoom, ROOM_FOR_A_CAPTURE_BYTES, TYPICAL_CAPTURE_BYTES } from './capture-room.ts';

const MB = 1024 * 1024;

describe('the room for captures', () => {
  it('counts about how many typical captures the free space holds', () => {
    expect(captureRoom({ usage: 40 * MB, quota: 340 * MB })).toEqual({
      freeBytes: 300 * MB,
      quotaBytes: 340 * MB,
      captures: Math.floor((300 * MB) / TYPICAL_CAPTURE_BYTES),
      enough: true,
    });
  });

  it('has no room for a capture once less than two clips fit', () => {
    expect(captureRoom({ usage: 0, quota: ROOM_FOR_A_CAPTURE_BYTES }).enough).toBe(true);
    expect(captureRoom({ usage: 1, quota: ROOM_FOR_A_CAPTURE_BYTES }).enough).toBe(false);
    expect(captureRoom({ usage: 2000 * MB, quota: 1000 * MB })).toMatchObject({ freeBytes: 0, captures: 0 });
  });

  it('leaves the decision to the write when the browser gives no estimate', () => {
    expect(captureRoom(undefined)).toEqual({ freeBytes: null, quotaBytes: null, captures: null, enough: true });
  });
});
