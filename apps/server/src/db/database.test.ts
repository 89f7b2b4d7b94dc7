import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { keepUntilWrite } from './kept-reads.ts';

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

  describe('reads kept until the next write', () => {
    const noteText = () =>
      keepUntilWrite(CompiledQuery.raw('select text from notes where id = ?', [1]) as CompiledQuery<{ text: string }>);
    const setUp = async (sqliteLocking: 'exclusive' | 'normal') => {
      const { db } = open(sqliteLocking);
      await sql`create table notes (id integer primary key, text text)`.execute(db);
      await sql`insert into notes values (1, 'first')`.execute(db);
      return db;
    };

    it('answers again from memory while the file is held alone, and sees any write at once', async () => {
      const db = await setUp('exclusive');
      const first = (await db.executeQuery(noteText())).rows[0];
      expect((await db.executeQuery(noteText())).rows[0]).toBe(first);
      expect(Object.isFrozen(first)).toBe(true);

      await sql`update notes set text = 'second' where id = 1`.execute(db);
      expect((await db.executeQuery(noteText())).rows).toEqual([{ text: 'second' }]);
      // A write to any table counts, since one change can decide what another read returns.
      const beforeOtherWrite = (await db.executeQuery(noteText())).rows[0];
      await sql`create table other (id integer)`.execute(db);
      expect((await db.executeQuery(noteText())).rows[0]).not.toBe(beforeOtherWrite);
    });

    it('never keeps an answer when other programs may write the file', async () => {
      const db = await setUp('normal');
      const first = (await db.executeQuery(noteText())).rows[0];
      expect((await db.executeQuery(noteText())).rows[0]).not.toBe(first);
      expect(first).toEqual({ text: 'first' });
    });

    it('shows neither an uncommitted change nor a rolled-back one', async () => {
      const db = await setUp('exclusive');
      await db.executeQuery(noteText());
      const [released, release] = signal();
      const [hasUpdated, updated] = signal();
      const rolledBack = db
        .transaction()
        .execute(async (trx) => {
          await sql`update notes set text = 'draft' where id = 1`.execute(trx);
          updated();
          await released;
          throw new Error('abandoned');
        })
        .catch((error: Error) => error.message);
      await hasUpdated;
      const during = db.executeQuery(noteText());
      release();
      expect(await rolledBack).toBe('abandoned');
      expect((await during).rows).toEqual([{ text: 'first' }]);
      expect((await db.executeQuery(noteText())).rows).toEqual([{ text: 'first' }]);
    });
  });
});
