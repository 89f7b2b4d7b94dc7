import { describe, expect, it, vi } from 'vitest';
import { withRetries } from './with-retries.ts';

describe('loading again after a failure', () => {
  it('succeeds when a later attempt does, without the caller seeing the failures', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('loaded');
    await expect(withRetries(attempt, [1, 1])).resolves.toBe('loaded');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last delay with the last failure', async () => {
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('gone'));
    await expect(withRetries(attempt, [1, 1, 1])).rejects.toThrow('gone');
    expect(attempt).toHaveBeenCalledTimes(4);
  });
});
