/**
 * The rule that keeps rolling upgrades and rollbacks safe (docs/upgrading.md): every migration
 * is in the registry with its release, says what it expands or contracts and when it may be
 * contracted, and none takes away a table or column without naming the release whose code it
 * stops, which must be older than the release before its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../server-root.ts';
import { changelogReleases, releaseRuleBreaches } from '../test/release-rule.ts';
import { RELEASE_MIGRATIONS } from './release-migrations.ts';

const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
const migrationFiles = fs
  .readdirSync(MIGRATIONS_DIR)
  .filter((file) => /^\d{4}-.*\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .sort();
const sources = new Map(
  migrationFiles.map((file) => [file.replace(/\.ts$/, ''), fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')]),
);
const rootPackage = JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, '../../package.json'), 'utf8'));
const changelog = changelogReleases(fs.readFileSync(path.join(SERVER_ROOT, '../../CHANGELOG.md'), 'utf8'));

describe('the migrations and the releases', () => {
  it('has every migration file in the registry once, in the order they run', () => {
    expect(RELEASE_MIGRATIONS.map((migration) => migration.name)).toEqual([...sources.keys()]);
  });

  it('is one version, the root package.json, with a changelog entry and an Upgrading note for each release', () => {
    expect(PRODUCT_VERSION).toBe(rootPackage.version);
    expect(PRODUCT_VERSION).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    expect(changelog.releases[0]).toBe(PRODUCT_VERSION);
    expect(changelog.withoutUpgrading).toEqual([]);
  });

  it('keeps the previous release working: each migration expands, or contracts only what an older release read', () => {
    const input = { migrations: RELEASE_MIGRATIONS, sources, releases: changelog.releases, current: PRODUCT_VERSION };
    expect(releaseRuleBreaches(input)).toEqual([]);
  });

  it('names a migration that drops a column without naming the release it stops, or stops the previous one', () => {
    const releases = ['1.2.0', '1.1.0', '1.0.0'];
    const dropsColumn = "await db.schema.alterTable('users').dropColumn('nickname').execute();";
    const renamesTable = 'ALTER TABLE leads RENAME TO contacts';
    const migration = { shippedIn: '1.2.0', expands: '', contractFrom: '1.3.0' } as const;
    const breaches = releaseRuleBreaches({
      migrations: [
        { ...migration, name: '0040-drop-nickname', expands: 'users.display_name' },
        { ...migration, name: '0041-rename-leads', contracts: { what: 'leads', stopsCodeOf: '1.1.0' } },
        { ...migration, name: '0042-drop-old', contracts: { what: 'users.old', stopsCodeOf: '1.0.0' } },
        { ...migration, name: '0043-index', expands: 'an index', contractFrom: '1.2.0' },
      ],
      sources: new Map([
        ['0040-drop-nickname', dropsColumn],
        ['0041-rename-leads', renamesTable],
        ['0042-drop-old', dropsColumn],
      ]),
      releases,
      current: '1.2.0',
    });
    expect(breaches).toEqual([
      '0040-drop-nickname drops or renames a table or column without naming the release whose code it stops',
      "0041-rename-leads stops the code of 1.1.0, but must keep the previous release's (1.1.0) working",
      '0043-index lets 1.2.0 contract it, not a release after its own (1.2.0)',
    ]);
  });
});
