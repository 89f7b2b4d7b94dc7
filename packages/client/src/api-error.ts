const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

/**
 * A non-2xx reply: its status, the server's `message` and, for 422, its `errors` (each failing
 * field with its texts) as `fieldErrors`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
    /** How long the server (or a proxy) asked to wait before trying again (`Retry-After`), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static fromReply(status: number, payload: unknown, retryAfter?: string | null): ApiError {
    const message =
      readString(payload, 'message') ?? (status >= 500 ? SERVER_ERROR_MESSAGE : `Request failed (${status}).`);
    return new ApiError(status, message, readFieldErrors(payload), parseRetryAfter(retryAfter));
  }
}

/** The text to show a person for any error a call can throw. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return SERVER_ERROR_MESSAGE;
}

/** `Retry-After` as seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function readString(payload: unknown, key: string): string | undefined {
  if (typeof payload !== 'object' || payload === null || !(key in payload)) return undefined;
  const value: unknown = Reflect.get(payload, key);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function readFieldErrors(payload: unknown): Record<string, string[]> {
  if (typeof payload !== 'object' || payload === null || !('errors' in payload)) return {};
  const errors: unknown = payload.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(errors)) {
    if (Array.isArray(texts)) fields[field] = texts.filter((text): text is string => typeof text === 'string');
  }
  return fields;
}
