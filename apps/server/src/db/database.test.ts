import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';

/** A promise and the function that settles it, to hold a transaction open at a chosen step. */
function signal(): [Promise<void>, () => void] {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return [settled, settle];
}

describe('SQLite', () => {
  let dataDir: string;
  const opened: DatabaseHandle[] = [];
  const open = () => {
    const handle = openDatabase({ dataDir, databaseUrl: undefined });
    opened.push(handle);
    return handle;
  };

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-sqlite-'));
  });
  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.db.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('lets another program read and write the file while the server has it open', async () => {
    const server = open();
    await sql`create table notes (text text)`.execute(server.db);
    const other = open();
    await sql`insert into notes values ('from the other program')`.execute(other.db);
    const { rows } = await sql<{ text: string }>`select text from notes`.execute(server.db);
    expect(rows).toEqual([{ text: 'from the other program' }]);
  });

  it('runs a compiled read made during a transaction after it, never inside it', async () => {
    const { db } = open();
    await sql`create table notes (text text)`.execute(db);
    const steps: string[] = [];
    const [allowCommit, commit] = signal();
    const [hasInserted, inserted] = signal();
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
