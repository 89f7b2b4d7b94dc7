/**
 * A query built and compiled once, then run with fresh values. For the few queries on every
 * request's path (the session lookup), where building and compiling cost more than SQLite's
 * own work. Compile the query with unique sentinel values; each call swaps in real ones.
 */
import { type Compilable, CompiledQuery } from 'kysely';

export function reusableQuery<Row, Values extends unknown[]>(query: Compilable<Row>, sentinels: [...Values]) {
  const compiled = query.compile();
  const positions = sentinels.map((sentinel) => compiled.parameters.indexOf(sentinel));
  if (positions.some((position) => position < 0)) throw new Error('reusableQuery: a sentinel is not a parameter');
  return (...values: Values): CompiledQuery<Row> => {
    const parameters = [...compiled.parameters];
    positions.forEach((position, index) => {
      parameters[position] = values[index];
    });
    return CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>;
  };
}
