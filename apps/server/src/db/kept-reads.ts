/**
 * Answers to the reads every signed-in call repeats (the session and membership lookups), kept in
 * memory until this process next writes anything to the database.
 *
 * Kept only where this process is the database's one writer: SQLite holding its file exclusively
 * (SQLITE_LOCKING=exclusive), where no other program can even open the file. There a kept answer
 * can only go stale through a write of this process, and every write empties the store first, so
 * a logout, a password reset or a new membership holds from the next call on. On PostgreSQL, or
 * with SQLITE_LOCKING=normal, other processes write too, and every read goes to the database.
 */
import type { CompiledQuery } from 'kysely';

const KEEP_UNTIL_WRITE = Symbol('keep the answer until the next write');

/** Beyond this many kept answers the store starts again empty (tokens are many, memory is not). */
const MOST_KEPT_ANSWERS = 5000;

/** Marks a compiled read whose answer may be kept until the next write. */
export function keepUntilWrite<Row>(query: CompiledQuery<Row>): CompiledQuery<Row> {
  return Object.freeze({ ...query, [KEEP_UNTIL_WRITE]: true });
}

/**
 * The same compiled query with other parameter values, its mark (if any) going along. Spelled
 * out rather than spread: spreading the frozen, marked original on every call cost more than
 * the kept read it leads to.
 */
export function withParameters<Row>(compiled: CompiledQuery<Row>, parameters: readonly unknown[]): CompiledQuery<Row> {
  const { sql, query, queryId } = compiled;
  return KEEP_UNTIL_WRITE in compiled
    ? ({ sql, query, queryId, parameters, [KEEP_UNTIL_WRITE]: true } as CompiledQuery<Row>)
    : { sql, query, queryId, parameters };
}

export const isKeptUntilWrite = (query: CompiledQuery<unknown>): boolean => KEEP_UNTIL_WRITE in query;

/** Most answers are looked up by one value (a token hash, a user id), which is then the key itself. */
const keyOf = (parameters: readonly unknown[]) =>
  parameters.length === 1 ? parameters[0] : JSON.stringify(parameters);

export function createKeptReads() {
  // By SQL text, then by parameters: the SQL text is one string per query, hashed once.
  const answers = new Map<string, Map<unknown, readonly unknown[]>>();
  let count = 0;
  return {
    get: (query: CompiledQuery<unknown>) => answers.get(query.sql)?.get(keyOf(query.parameters)),
    /** Frozen, since one answer is handed to many requests. */
    keep(query: CompiledQuery<unknown>, rows: unknown[]) {
      if (count >= MOST_KEPT_ANSWERS) {
        answers.clear();
        count = 0;
      }
      let forQuery = answers.get(query.sql);
      if (!forQuery) {
        forQuery = new Map();
        answers.set(query.sql, forQuery);
      }
      forQuery.set(keyOf(query.parameters), Object.freeze(rows.map((row) => Object.freeze(row))));
      count++;
    },
    forgetAll() {
      if (count === 0) return;
      answers.clear();
      count = 0;
    },
  };
}

export type KeptReads = ReturnType<typeof createKeptReads>;
