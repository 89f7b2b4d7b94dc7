import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { useIdempotencyKey } from './use-idempotency-key';

const CARD = { cardNumber: '4242424242424242', cvvNumber: '123' };

describe('payment idempotency keys', () => {
  it('gives the same attempt the same key until it ends', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(CARD);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.keyFor({ ...CARD })).toBe(first);
  });

  it('keeps the key after a lost reply so the same details are charged once', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(CARD);
    result.current.settle(new TypeError('Failed to fetch'));
    expect(result.current.keyFor(CARD)).toBe(first);
    result.current.settle(new ApiError(503, 'Unavailable'));
    expect(result.current.keyFor(CARD)).toBe(first);
  });

  it('uses a new key after a refused attempt, a success or changed details', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(CARD);
    result.current.settle(new ApiError(402, 'Your card was declined.'));
    const second = result.current.keyFor(CARD);
    expect(second).not.toBe(first);
    const third = result.current.keyFor({ ...CARD, cvvNumber: '456' });
    expect(third).not.toBe(second);
    result.current.settle();
    expect(result.current.keyFor({ ...CARD, cvvNumber: '456' })).not.toBe(third);
  });
});
