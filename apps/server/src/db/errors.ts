import { isConnectionFailure } from '../shared/connection-failure.ts';

/** Recognises a unique-constraint violation from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** PostgreSQL's classes of errors that mean "no connection" rather than "bad query". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3])/;
const UNAVAILABLE_TEXTS = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
];

/**
 * Whether the database could not be reached (stopped, restarting, cut off, every connection
 * busy past the wait): the request may work again in a moment, so it is a 503, not a 500.
 * PostgreSQL only; a SQLite file is always there. Only errors of the database's own driver reach
 * this check as such: the media storage reports its outages as `StorageUnavailable`
 * (platform/storage), so a socket error of the object store is never taken for the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (isConnectionFailure(error) || (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code))) return true;
  return UNAVAILABLE_TEXTS.some((text) => error.message.includes(text));
}
