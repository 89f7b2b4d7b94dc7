/** Codes of a connection that could not be made or was cut: the other side may answer in a moment. */
const CONNECTION_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/** Whether `error` is a socket's failure to reach its service (PostgreSQL, an object store, …). */
export function isConnectionFailure(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CONNECTION_FAILURE_CODES.has(code);
}
