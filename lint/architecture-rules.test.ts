/**
 * The lint configuration refuses the architecture rules' breaches: a web feature importing
 * another's files, src/shared importing a feature, server code reaching past another module's
 * index.ts, and query-builder calls on the server outside repositories and src/db. The probes
 * are linted as files at the paths they would have here (lint-probes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintProbes } from './lint-probes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CROSS_FEATURE = "A feature never imports another feature's files: move what both need to src/shared.";
const SHARED_IMPORTS_FEATURE =
  'src/shared never imports a feature: move what it needs from the feature into src/shared.';
const PAST_MODULE_INDEX =
  'A module is used from outside only through its index.ts: import from there, adding to it what others may use.';
const SQL_OUTSIDE_REPOSITORY = 'SQL lives in *.repository.ts or src/db/: call a repository instead.';
const KYSELY_OUTSIDE_REPOSITORY = 'SQL lives in *.repository.ts (or src/db/): call a repository instead.';

/** A file importing one name from each source. */
const importing = (...sources: string[]) =>
  `${sources.map((source, index) => `import { x${index} } from '${source}';\n`).join('')}\nexport const z = [${sources.map((_, index) => `x${index}`).join(', ')}];\n`;
const selectEvents =
  "import type { Kysely } from 'kysely';\n\nexport const q = (db: Kysely<never>) => db.selectFrom('events');\n";
const rawSql = "import { sql } from 'kysely';\n\nexport const q = sql`select 1`;\n";

/** How many folders deep inside a feature or module `lint/import-boundaries.grit` reads relative imports. */
const MAX_FOLDERS_INSIDE = 5;

/** Every web feature folder: each must be kept apart from every other. */
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A probe in each feature importing from every other: `from-<feature>/<other>.ts`. */
const crossFeatureProbes = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    file: `apps/web/src/features/${feature}/from-${feature}/${other}.ts`,
    code: importing(`@/features/${other}/lib/y`, `@/features/${other}`, `../../${other}/lib/y`),
  })),
);

/** Each probe's path in the repository and its code. */
const PROBES: Record<string, string> = {
  ...Object.fromEntries(crossFeatureProbes.map(({ file, code }) => [file, code])),
  'apps/web/src/features/auth/cross.ts': importing('@/features/events/lib/y'),
  'apps/web/src/features/auth/components/relative.ts': importing('../../events/lib/y'),
  'apps/web/src/features/auth/components/through-src.ts': importing('../../../features/events/lib/y'),
  'apps/web/src/features/auth/lazy.ts': "export const load = () => import('../events/routes/page');\n",
  'apps/web/src/features/wizard/options/frame/components/deep.ts': importing('../../../../events/lib/y'),
  'apps/web/src/features/wizard/options/frame/components/own.ts': importing(
    '../../common/option-step-form',
    '../../../steps/event-info',
    '@/features/wizard/lib/y',
    '../../../../../shared/lib/y',
  ),
  'apps/web/src/features/auth/shared.ts': importing('@/shared/lib/y'),
  'apps/web/src/features/events/own.ts': importing('@/features/events/lib/y'),
  'apps/web/src/shared/api/by-alias.ts': importing('@/features/events/lib/y'),
  'apps/web/src/shared/api/relative.ts': importing('../../features/events/lib/y'),
  'apps/web/src/shared/api/own.ts': importing('../lib/y', '@/shared/ui/z'),
  'apps/web/src/app/routes.ts': importing('@/features/events/lib/y', '../features/auth/lib/y'),
  'apps/server/src/modules/vouchers/inside.ts': importing('../booth/booth.service.ts'),
  'apps/server/src/modules/vouchers/re-export.ts': "export { x } from '../booth/booth.service.ts';\n",
  'apps/server/src/modules/vouchers/through-src.ts': importing('../../modules/booth/booth.service.ts'),
  'apps/server/src/modules/options/frames/nested.ts': importing('../../libraries/libraries.service.ts'),
  'apps/server/src/modules/vouchers/face.ts': importing(
    '../booth/index.ts',
    './vouchers.repository.ts',
    '../../platform/rate-limit/rate-limiter.ts',
  ),
  'apps/server/src/modules/options/frames/own.ts': importing(
    '../option-context.ts',
    '../gif/gif.service.ts',
    '../../libraries/index.ts',
  ),
  'apps/server/src/plugins/outside.ts': importing('../modules/booth/booth.service.ts'),
  'apps/server/src/face.ts': importing('./modules/booth/index.ts', './modules/server-module.ts'),
  'bench/outside.ts': importing('../apps/server/src/modules/packages/catalogue-seed.ts'),
  'apps/server/src/modules/events/inside.test.ts': importing('../options/copy-option-settings.ts'),
  'apps/server/src/test/inside.ts': importing('../modules/media/media.service.ts'),
  'apps/server/tools/demo/inside.ts': importing('../../src/modules/events/events.service.ts'),
  'apps/server/src/modules/x/x.service.ts': selectEvents,
  'apps/server/src/modules/x/raw.service.ts': rawSql,
  'apps/server/src/modules/x/x.repository.ts': selectEvents,
  'apps/server/src/db/x.ts': selectEvents,
};

let messagesByFile: Map<string, string[]>;

beforeAll(() => {
  messagesByFile = lintProbes(PROBES);
});

const messagesOf = (file: string) => messagesByFile.get(file) ?? [];
/** Checks that Biome said exactly `messages` about each of the probes. */
const expectEach = (files: string[], messages: string[]) => {
  for (const file of files) expect(messagesOf(file), file).toEqual(messages);
};

describe('lint keeps web features apart', () => {
  it("refuses one feature importing another feature's files", () => {
    expect(messagesOf('apps/web/src/features/auth/cross.ts')).toEqual([CROSS_FEATURE]);
  });

  it('refuses it between every pair of features, by the alias, the folder or a relative path', () => {
    expect(FEATURES.length).toBeGreaterThan(1);
    expectEach(
      crossFeatureProbes.map(({ file }) => file),
      [CROSS_FEATURE, CROSS_FEATURE, CROSS_FEATURE],
    );
  });

  it('refuses a relative path into another feature from any depth, and a lazy import', () => {
    expectEach(
      [
        'apps/web/src/features/auth/components/relative.ts',
        'apps/web/src/features/auth/components/through-src.ts',
        'apps/web/src/features/auth/lazy.ts',
        'apps/web/src/features/wizard/options/frame/components/deep.ts',
      ],
      [CROSS_FEATURE],
    );
  });

  it('lets a feature import its own files, however it names them, and src/shared', () => {
    expectEach(
      [
        'apps/web/src/features/events/own.ts',
        'apps/web/src/features/wizard/options/frame/components/own.ts',
        'apps/web/src/features/auth/shared.ts',
      ],
      [],
    );
  });
});

describe('lint keeps src/shared free of features', () => {
  it('refuses src/shared importing a feature by the alias or a relative path', () => {
    expectEach(
      ['apps/web/src/shared/api/by-alias.ts', 'apps/web/src/shared/api/relative.ts'],
      [SHARED_IMPORTS_FEATURE],
    );
  });

  it('lets src/shared import itself, and src/app import features', () => {
    expectEach(['apps/web/src/shared/api/own.ts', 'apps/web/src/app/routes.ts'], []);
  });
});

describe('lint keeps server modules behind their index.ts', () => {
  it("refuses a module importing another module's other files, from any depth and by any path", () => {
    expectEach(
      [
        'apps/server/src/modules/vouchers/inside.ts',
        'apps/server/src/modules/vouchers/re-export.ts',
        'apps/server/src/modules/vouchers/through-src.ts',
        'apps/server/src/modules/options/frames/nested.ts',
      ],
      [PAST_MODULE_INDEX],
    );
  });

  it('refuses the rest of the server and the benchmarks reaching inside a module', () => {
    expectEach(['apps/server/src/plugins/outside.ts', 'bench/outside.ts'], [PAST_MODULE_INDEX]);
  });

  it("lets a module import its own files, another module's index.ts and the platform", () => {
    expectEach(
      [
        'apps/server/src/modules/vouchers/face.ts',
        'apps/server/src/modules/options/frames/own.ts',
        'apps/server/src/face.ts',
      ],
      [],
    );
  });

  it('lets tests, the test helpers and the tools reach inside a module', () => {
    expectEach(
      [
        'apps/server/src/modules/events/inside.test.ts',
        'apps/server/src/test/inside.ts',
        'apps/server/tools/demo/inside.ts',
      ],
      [],
    );
  });
});

describe('the import rules read every file', () => {
  /** The folders the rules read relative imports in, and the files' paths inside each. */
  const insideEach = (root: string) =>
    fs
      .readdirSync(path.join(ROOT, root), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(ROOT, root), path.join(entry.parentPath, entry.name)));

  it('finds no file deeper in a feature, src/shared or a module than the plugin follows', () => {
    const folderDepth = (inner: string) => inner.split(path.sep).length - 1;
    const inFeatures = insideEach('apps/web/src/features').map((file) => file.split(path.sep).slice(1).join(path.sep));
    const inShared = insideEach('apps/web/src/shared');
    const inModules = insideEach('apps/server/src/modules').map((file) => file.split(path.sep).slice(1).join(path.sep));
    const tooDeep = [...inFeatures, ...inShared, ...inModules].filter(
      (inner) => folderDepth(inner) > MAX_FOLDERS_INSIDE,
    );
    expect(tooDeep).toEqual([]);
  });
});

describe('lint keeps SQL in repositories', () => {
  it('refuses a query-builder call and a raw SQL import in a service', () => {
    expect(messagesOf('apps/server/src/modules/x/x.service.ts')).toEqual([SQL_OUTSIDE_REPOSITORY]);
    expect(messagesOf('apps/server/src/modules/x/raw.service.ts')).toEqual([KYSELY_OUTSIDE_REPOSITORY]);
  });

  it('lets repositories and src/db build queries', () => {
    expectEach(['apps/server/src/modules/x/x.repository.ts', 'apps/server/src/db/x.ts'], []);
  });
});
