import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments.ts';

describe('smsSegments', () => {
  it('fits 160 plain characters in one segment and splits longer text in 153s', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts GSM extension characters twice', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
  });

  it('sends text outside the GSM alphabet as UCS-2: 70 to a segment, 67 once split', () => {
    expect(smsSegments('ł'.repeat(70))).toBe(1);
    expect(smsSegments('ł'.repeat(71))).toBe(2);
    expect(smsSegments('ł'.repeat(134))).toBe(2);
    expect(smsSegments('ł'.repeat(135))).toBe(3);
  });

  it('counts an emoji as two UCS-2 places', () => {
    expect(smsSegments('😀'.repeat(35))).toBe(1);
    expect(smsSegments('😀'.repeat(36))).toBe(2);
  });

  it('bills an empty text as one segment', () => {
    expect(smsSegments('')).toBe(1);
  });
});
