import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';

describe('SQLite', () => {
  let dataDir: string;
  const opened: DatabaseHandle[] = [];
  const open = (sqliteLocking: 'exclusive' | 'normal') => {
    const handle = openDatabase({ dataDir, databaseUrl: undefined, sqliteLocking });
    opened.push(handle);
    return handle;
  };

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-lock-'));
  });
  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.db.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('holds the file alone by default, and a second opener is told what to do', async () => {
    const server = open('exclusive');
    await sql`select 1`.execute(server.db);
    expect(() => open('normal')).toThrow(/is in use by another program.*SQLITE_LOCKING=normal/);
  }, 15_000);

  it('with SQLITE_LOCKING=normal lets another program read and write alongside', async () => {
    const server = open('normal');
    await sql`create table notes (text text)`.execute(server.db);
    const other = open('normal');
    await sql`insert into notes values ('from the other program')`.execute(other.db);
    const { rows } = await sql<{ text: string }>`select text from notes`.execute(server.db);
    expect(rows).toEqual([{ text: 'from the other program' }]);
  });

  it('runs a compiled read made during a transaction after it, never inside it', async () => {
    const { db } = open('exclusive');
    await sql`create table notes (text text)`.execute(db);
    const steps: string[] = [];
    let commit = () => {};
    const allowCommit = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let inserted = () => {};
    const hasInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes values ('draft')`.execute(trx);
      steps.push('inserted');
      inserted();
      await allowCommit;
      steps.push('committing');
    });
    await hasInserted;
    const read = db.executeQuery(CompiledQuery.raw('select count(*) as count from notes', [])).then(({ rows }) => {
      steps.push('read');
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['inserted']);
    commit();
    await transaction;
    expect(await read).toEqual([{ count: 1 }]);
    expect(steps).toEqual(['inserted', 'committing', 'read']);
  });
});
