/**
 * Reads the tables a repository's Kysely calls name: `selectFrom`, `insertInto`, `updateTable`,
 * `deleteFrom`, `replaceInto`, `mergeInto` and the joins, by a literal name ('events',
 * 'events as e', or an array of them) or by a variable whose tables are declared to the reader.
 * Subqueries and callbacks are read where their own calls are written; names a file's `with`
 * defines are its own.
 */
import { TABLE_OWNERS, type TableOwner } from '../apps/server/src/db/table-owners.ts';

export type TableQuery = { line: number; call: string; table: string };

/** A table a repository queries that its owner is not: where, which table, and whose it is. */
export type ForeignQuery = TableQuery & { owner: TableOwner | undefined };

/** Per variable a file names its tables by: the tables it may hold. */
export type TableVariables = Record<string, readonly string[]>;

const QUERY_CALL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|(?:inner|left|right|full|cross)Join(?:Lateral)?)\(\s*/g;
const WITH_CALL = /\.with(?:Recursive)?\(\s*['"]([a-z_]+)/g;
const LITERAL = /^['"]([a-z_]+)(?: as [a-z_]+)?['"]/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?=\s*[,)])/;

/** The code with its comments blanked out, lines kept where they were. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(
      /(^|[^:'"\\])\/\/[^\n]*/g,
      (comment, before: string) => before + ' '.repeat(comment.length - before.length),
    );
}

function lineAt(code: string, index: number): number {
  return code.slice(0, index).split('\n').length;
}

/** Every table the file's calls name, with an `unknown variable` entry for a variable not declared. */
export function tableQueriesOf(source: string, variables: TableVariables = {}): TableQuery[] {
  const code = withoutComments(source);
  const ownNames = new Set([...code.matchAll(WITH_CALL)].map((match) => match[1]));
  const queries: TableQuery[] = [];
  for (const match of code.matchAll(QUERY_CALL)) {
    const call = match[1] as string;
    const line = lineAt(code, match.index);
    const argument = code.slice(match.index + match[0].length);
    const names: string[] = [];
    if (argument.startsWith('[')) {
      const list = argument.slice(0, argument.indexOf(']'));
      for (const item of list.matchAll(/['"]([a-z_]+)(?: as [a-z_]+)?['"]/g)) names.push(item[1] as string);
    } else if (LITERAL.test(argument)) {
      names.push(LITERAL.exec(argument)?.[1] as string);
    } else if (IDENTIFIER.test(argument)) {
      const variable = IDENTIFIER.exec(argument)?.[0] as string;
      const tables = variables[variable];
      if (tables) names.push(...tables);
      else names.push(`unknown variable ${variable}`);
    }
    for (const table of names) if (!ownNames.has(table)) queries.push({ line, call, table });
  }
  return queries;
}

/** The owner a file under apps/server/src belongs to: its module, or its part of platform/. */
export function ownerOfFile(file: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(file)?.[1] ?? /^(platform\/[^/]+)\//.exec(file)?.[1];
}

/** The queries of the file (a path under apps/server/src) on tables its owner does not own. */
export function foreignQueriesOf(file: string, source: string, variables: TableVariables = {}): ForeignQuery[] {
  const owner = ownerOfFile(file);
  return tableQueriesOf(source, variables)
    .map((query) => ({ ...query, owner: (TABLE_OWNERS as Record<string, TableOwner | undefined>)[query.table] }))
    .filter((query) => query.owner !== owner);
}
