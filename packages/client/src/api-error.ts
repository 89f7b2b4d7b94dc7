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
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static fromReply(status: number, payload: unknown): ApiError {
    const message =
      readString(payload, 'message') ?? (status >= 500 ? SERVER_ERROR_MESSAGE : `Request failed (${status}).`);
    return new ApiError(status, message, readFieldErrors(payload));
  }
}

/** The text to show a person for any error a call can throw. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return SERVER_ERROR_MESSAGE;
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
