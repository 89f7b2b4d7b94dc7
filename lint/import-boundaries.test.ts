/**
 * Every file the import rules read keeps inside its boundaries (import-boundaries.ts): the files
 * Biome lints in those folders, which git does not ignore. The rules themselves are tried on code
 * that breaks each of them in web-import-rules.test.ts and architecture-rules.test.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { FOLDERS, importBreaches } from './import-boundaries.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What biome.json leaves out of the lint. */
const NOT_LINTED = /(^|\/)(dist|data)\/|^bench\/results\//;

it('finds no import crossing a boundary in the web app, the server, the kiosk or the benchmarks', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...FOLDERS], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !NOT_LINTED.test(file) && fs.existsSync(path.join(ROOT, file)));
  expect(files.length).toBeGreaterThan(100);
  const breaches = files.flatMap((file) =>
    importBreaches(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).map(
      ({ line, column, source, message }) => `${file}:${line}:${column} '${source}': ${message}`,
    ),
  );
  expect(breaches).toEqual([]);
  // Under a CPU-second for some 1,400 files, longer on a busy machine.
}, 60_000);
