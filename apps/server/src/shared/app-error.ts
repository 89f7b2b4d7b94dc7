/** The one error type services throw; the error handler turns it into the spec's reply shapes. */
export type AppErrorCode = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'rate_limited' | 'conflict';

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  conflict: 409,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(field: string, text: string): AppError {
    return new AppError('validation', text, { [field]: [text] });
  }
}
