/** The one error type services throw; the error handler turns it into the API's reply shapes (422 `{message, errors}`, 401, 403, 404, 410, 428, 429 `{message, retry_after}`, 503). */
export type AppErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'payment_declined'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'puzzle_required'
  | 'payment_failed'
  | 'unavailable';

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  validation: 422,
  unauthenticated: 401,
  payment_declined: 402,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  rate_limited: 429,
  puzzle_required: 428,
  conflict: 409,
  too_large: 413,
  payment_failed: 502,
  unavailable: 503,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** For a 429: whole seconds until the next try would be admitted (`Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** A 429 that says how long to wait: `waitMs` rounded up to whole seconds, at least one. */
  static rateLimited(text: string, waitMs: number): AppError {
    return new AppError('rate_limited', text, undefined, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  static validation(field: string, text: string): AppError {
    return new AppError('validation', text, { [field]: [text] });
  }
}
