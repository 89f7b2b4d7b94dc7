/**
 * Each table is queried only by the repositories of its owner (apps/server/src/db/table-owners.ts);
 * another module asks the owner through its index.ts. The probes prove the check refuses every
 * kind of call on another module's table; every repository is held to it, with no exceptions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../apps/server/src/db/table-owners.ts';
import { TABLE_VARIABLES } from './foreign-table-queries.ts';
import { foreignQueriesOf, tableQueriesOf } from './table-queries.ts';

const SERVER_SOURCE = path.resolve(import.meta.dirname, '../apps/server/src');

/** Every repository of the server, by its path under apps/server/src. */
const REPOSITORIES = fs
  .readdirSync(SERVER_SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.repository.ts') && !file.startsWith('db/'))
  .sort();

const foreignTablesOf = (file: string) => {
  const source = fs.readFileSync(path.join(SERVER_SOURCE, file), 'utf8');
  return foreignQueriesOf(file, source, TABLE_VARIABLES[file]);
};

describe('the table ownership check', () => {
  const PROBE = `
    export const probe = (db: Kysely<Database>) => [
      db.selectFrom('media_items').selectAll(),
      db
        .selectFrom(
          'events as e')
        .innerJoin('shares', 'shares.event_id', 'e.id')
        .leftJoin('media_views as v', 'v.event_id', 'e.id'),
      db.insertInto('events').values(row),
      db.updateTable('media_items').set({ moderation: 'approved' }),
      db.deleteFrom('leads'),
      db.selectFrom(['users', 'events as e']),
      db.selectFrom(table),
    ];
  `;

  it("refuses a repository's query on another module's table, by every kind of call", () => {
    const found = foreignQueriesOf('modules/sharing/probe.repository.ts', PROBE, { table: ['media_items'] });
    expect(found.map(({ call, table, owner }) => `${call} ${table} (${owner})`)).toEqual([
      'selectFrom media_items (media)',
      'selectFrom events (events)',
      'innerJoin shares (deliveries)',
      'leftJoin media_views (analytics)',
      'insertInto events (events)',
      'updateTable media_items (media)',
      'deleteFrom leads (leads)',
      'selectFrom users (accounts)',
      'selectFrom events (events)',
      'selectFrom media_items (media)',
    ]);
  });

  it("passes the owner's own queries, its own `with` names and its subqueries' own tables", () => {
    const own = `
      db.with('recent', (q) => q.selectFrom('media_items').select('id')).selectFrom('recent').selectAll();
      db.selectFrom((eb) => eb.selectFrom('media_items').select('id').as('m')).selectAll();
      db.updateTable('resumable_uploads').innerJoin('resumable_upload_parts', 'a', 'b');
      // db.selectFrom('events') in a comment is no query
    `;
    expect(foreignQueriesOf('modules/media/probe.repository.ts', own)).toEqual([]);
    expect(foreignQueriesOf('modules/gallery/probe.repository.ts', own).map(({ table }) => table)).toEqual([
      'media_items',
      'media_items',
      'resumable_uploads',
      'resumable_upload_parts',
    ]);
  });

  it('refuses a table named by a variable whose tables it was not told', () => {
    expect(tableQueriesOf('db.selectFrom(table).selectAll()')).toEqual([
      { line: 1, call: 'selectFrom', table: 'unknown variable table' },
    ]);
    expect(foreignQueriesOf('modules/media/probe.repository.ts', 'db.deleteFrom(table)')).toHaveLength(1);
  });

  it('holds platform parts to their own tables too', () => {
    expect(foreignQueriesOf('platform/payments/probe.repository.ts', "db.selectFrom('payments')")).toEqual([]);
    expect(foreignQueriesOf('platform/payments/probe.repository.ts', "db.selectFrom('memberships')")).toHaveLength(1);
  });
});

describe('the table → owner map', () => {
  it('names for each table the owner whose `<name>.tables.ts` declares it', () => {
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      const folder = path.join(SERVER_SOURCE, owner.startsWith('platform/') ? owner : `modules/${owner}`);
      const declared = fs
        .readdirSync(folder)
        .filter((file) => file.endsWith('.tables.ts'))
        .some((file) =>
          new RegExp(`^  ${table}: \\w+Table;$`, 'm').test(fs.readFileSync(path.join(folder, file), 'utf8')),
        );
      expect(declared, `${table} in ${owner}`).toBe(true);
    }
  });

  it('is held to the declaring owner by the type check too', () => {
    // @ts-expect-error users are the accounts module's (accounts.tables.ts): tsc -p lint fails if this were allowed
    const wrongOwner: (typeof TABLE_OWNERS)['users'] = 'events';
    expect([wrongOwner, TABLE_OWNERS.users]).toEqual(['events', 'accounts']);
  });
});

describe('the server repositories', () => {
  it('are found', () => {
    expect(REPOSITORIES).toContain('modules/events/events.repository.ts');
    expect(REPOSITORIES).toContain('platform/payments/payments.repository.ts');
  });

  it("query no other module's table", () => {
    const foreign = REPOSITORIES.flatMap((file) =>
      foreignTablesOf(file).map(
        ({ line, call, table, owner }) => `${file}:${line} ${call}('${table}'), a table of ${owner ?? 'no owner'}`,
      ),
    );
    expect(foreign, 'ask the owning module through its index.ts instead').toEqual([]);
  });

  it('name by a variable only tables they were told of', () => {
    for (const [file, variables] of Object.entries(TABLE_VARIABLES)) {
      const source = fs.readFileSync(path.join(SERVER_SOURCE, file), 'utf8');
      for (const name of Object.keys(variables)) expect(source, `${file} ${name}`).toMatch(new RegExp(`\\(${name}\\)`));
    }
  });
});
