import { useCallback, useRef } from 'react';
import { ApiError } from '@/shared/api/api-error';

/** A random UUID; `crypto.randomUUID` exists only on secure pages, so plain-http setups build one by hand. */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per payment attempt, so the server charges once however often the attempt is sent.
 * Sending the same details again after a lost reply (network failure, server error) reuses the key;
 * changed details, or an attempt the server refused, get a new one.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ key: string; payload: string } | null>(null);

  const keyFor = useCallback((payload: unknown): string => {
    const serialised = JSON.stringify(payload);
    if (attempt.current?.payload !== serialised) {
      attempt.current = { key: createIdempotencyKey(), payload: serialised };
    }
    return attempt.current.key;
  }, []);

  /** Ends the attempt: a success or a refusal frees the key, a lost reply keeps it for sending again. */
  const settle = useCallback((error?: unknown) => {
    const isReplyLost = error !== undefined && !(error instanceof ApiError && error.status < 500);
    if (!isReplyLost) attempt.current = null;
  }, []);

  return { keyFor, settle };
}
