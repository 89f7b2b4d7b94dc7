/**
 * The variable tables in README.md, docs/deploy.md and docs/operations.md say what the server reads: every variable
 * of the configuration schema has a description, and each document's table is the one made
 * from the schema (after a change to config.ts, `npm run config-tables` writes them again).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  configTable,
  DOCUMENTS_WITH_TABLE,
  documentPath,
  TABLE_END,
  TABLE_START,
  undescribedVariables,
  withTable,
} from './config-tables.ts';

describe('the environment variable tables', () => {
  it('describe every variable the server reads', () => {
    expect(undescribedVariables()).toEqual([]);
  });

  it.each(DOCUMENTS_WITH_TABLE)('%s holds the table made from the schema (npm run config-tables)', (document) => {
    const text = fs.readFileSync(documentPath(document), 'utf8');
    expect(text).toContain(TABLE_START);
    expect(withTable(text, configTable(document), document)).toBe(text);
  });

  it('list each variable with its default and meaning, linking from the document to docs/', () => {
    const readme = configTable('README.md');
    expect(readme).toContain('| `PORT` | `3000` | HTTP port |');
    expect(readme).toContain('| `DATABASE_URL` | unset → SQLite file `DATA_DIR/boothdeck.sqlite` |');
    expect(readme).toContain('(docs/sharing.md)');
    expect(configTable('docs/deploy.md')).toContain('(sharing.md)');
  });

  it('say in docs/operations.md which settings may differ between the processes of an install', () => {
    expect(configTable('docs/operations.md')).toContain('| `ROLE` | `all` |');
    expect(configTable('docs/operations.md')).toMatch(/\| `ROLE` \|.*\| differs: that is its point \|$/m);
    expect(configTable('README.md')).not.toContain('per process?');
  });

  it('leave the settings only tests use out of the README, not out of docs/deploy.md', () => {
    expect(configTable('README.md')).not.toContain('`CHECK_REPLIES`');
    expect(configTable('docs/deploy.md')).toContain('| `CHECK_REPLIES` | `false` |');
  });

  it('a document whose markers are gone is refused, naming it', () => {
    expect(() => withTable('no table here', configTable('README.md'), 'README.md')).toThrow(
      `README.md has no ${TABLE_START} … ${TABLE_END} markers`,
    );
  });
});
