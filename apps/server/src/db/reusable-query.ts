/**
 * A query built and compiled once, then run with fresh values. For the few queries on every
 * request's path (the session lookup), where building and compiling cost more than SQLite's
 * own work. Compile the query with unique sentinel values; each call swaps in real ones.
 */
import type { Compilable, CompiledQuery } from 'kysely';
import { keepUntilWrite, withParameters } from './kept-reads.ts';

export type ReusableQueryOptions = {
  /** The answer may be kept in memory until this process next writes (see kept-reads.ts). */
  keepUntilWrite?: boolean;
};

export function reusableQuery<Row, Values extends unknown[]>(
  query: Compilable<Row>,
  sentinels: [...Values],
  options: ReusableQueryOptions = {},
) {
  const compiled = options.keepUntilWrite ? keepUntilWrite(query.compile()) : query.compile();
  const positions = sentinels.map((sentinel) => compiled.parameters.indexOf(sentinel));
  if (positions.some((position) => position < 0)) throw new Error('reusableQuery: a sentinel is not a parameter');
  return (...values: Values): CompiledQuery<Row> => {
    const parameters = compiled.parameters.slice();
    for (let index = 0; index < positions.length; index++) parameters[positions[index] as number] = values[index];
    // The same query node and id with fresh values; no plugin here keys state by query id.
    return withParameters(compiled, parameters);
  };
}
