/**
 * The expand-then-contract rule (docs/upgrading.md) as a check over the migrations' registry:
 * each breach is one line naming the migration. Read by release-migrations.test.ts.
 */
import { compareReleases, type ReleaseMigration } from '../db/release-migrations.ts';

/** Statements that take away a table or a column older code reads, in Kysely's builder or in SQL. */
const TAKES_AWAY = [
  /\.(dropTable|dropColumn|renameColumn|renameTo|alterColumn)\(/,
  /\b(drop|rename)\s+(table|column)\b/i,
  /\brename\s+to\b/i,
  /\balter\s+column\b/i,
];

export const takesAway = (source: string) => TAKES_AWAY.some((pattern) => pattern.test(source));

export type ReleaseRuleInput = {
  migrations: readonly Pick<ReleaseMigration, 'name' | 'shippedIn' | 'expands' | 'contractFrom' | 'contracts'>[];
  /** Each migration's source text, by its name. */
  sources: ReadonlyMap<string, string>;
  /** The releases in the changelog, newest first. */
  releases: readonly string[];
  /** This build's release. */
  current: string;
};

/** The release before `release` in the changelog, if any. */
const releaseBefore = (releases: readonly string[], release: string) =>
  releases.find((older) => compareReleases(older, release) < 0);

export function releaseRuleBreaches({ migrations, sources, releases, current }: ReleaseRuleInput): string[] {
  const breaches: string[] = [];
  for (const migration of migrations) {
    const { name, shippedIn, contractFrom, contracts } = migration;
    const breach = (text: string) => breaches.push(`${name} ${text}`);
    if (!releases.includes(shippedIn)) breach(`ships in ${shippedIn}, which the changelog has no entry for`);
    if (compareReleases(shippedIn, current) > 0) breach(`ships in ${shippedIn}, after this release (${current})`);
    if (compareReleases(contractFrom, shippedIn) <= 0) {
      breach(`lets ${contractFrom} contract it, not a release after its own (${shippedIn})`);
    }
    if (!migration.expands && !contracts) breach('says neither what it expands nor what it contracts');
    if (takesAway(sources.get(name) ?? '') && !contracts) {
      breach('drops or renames a table or column without naming the release whose code it stops');
    }
    const previous = releaseBefore(releases, shippedIn);
    if (contracts && previous && compareReleases(contracts.stopsCodeOf, previous) >= 0) {
      breach(`stops the code of ${contracts.stopsCodeOf}, but must keep the previous release's (${previous}) working`);
    }
    if (contracts && compareReleases(contracts.stopsCodeOf, shippedIn) >= 0) {
      breach(`stops the code of ${contracts.stopsCodeOf}, its own release or a later one`);
    }
  }
  return breaches;
}

/** The releases a changelog lists (`## 1.2.0 – 2026-12-03` headings), newest first, and those without an "Upgrading" note. */
export function changelogReleases(changelog: string): { releases: string[]; withoutUpgrading: string[] } {
  const sections = changelog.split(/^## /m).slice(1);
  const releases: string[] = [];
  const withoutUpgrading: string[] = [];
  for (const section of sections) {
    const release = /^(\d+\.\d+\.\d+)\b/.exec(section)?.[1];
    if (!release) continue;
    releases.push(release);
    if (!/^### Upgrading\b/m.test(section)) withoutUpgrading.push(release);
  }
  return { releases, withoutUpgrading };
}
