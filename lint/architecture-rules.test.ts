/**
 * The lint configuration refuses the architecture rules' breaches: a web feature importing
 * another's files or src/app, src/shared importing a feature, a wizard option step importing
 * another step or the wizard's insides, server code reaching past another module's index.ts,
 * platform/ importing a module, a kiosk folder reaching past another's index.ts, and
 * query-builder calls on the server outside repositories and src/db. The probes are linted as
 * files at the paths they would have here (lint-probes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintProbes } from './lint-probes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CROSS_FEATURE = "A feature never imports another feature's files: move what both need to src/shared.";
const SHARED_IMPORTS_FEATURE =
  'src/shared never imports a feature: move what it needs from the feature into src/shared.';
const IMPORTS_APP = 'src/app wires the features together: a feature or src/shared never imports it.';
const CROSS_STEP =
  "An option step never imports another step's files, nor options/common a step's: move what both need to options/common.";
const STEP_PAST_KIT =
  'An option step uses the rest of the wizard only through step-kit.ts: export from there what the steps need.';
const WIZARD_IMPORTS_STEP = "The wizard never imports an option step's files: move what it needs to options/common.";
const PLATFORM_IMPORTS_MODULE =
  'platform/ never imports a module: pass what it needs in from the module, or move it into platform/.';
const PAST_KIOSK_INDEX =
  'A kiosk folder is used from outside only through its index.ts: import from there, adding to it what others may use.';
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
    '@/features/wizard/options/common/library/y',
    '../../../step-kit',
    '@/features/wizard/step-kit',
    '../frame-items',
    '../../../../../shared/lib/y',
  ),
  'apps/web/src/features/wizard/options/frame/components/other-step.ts': importing(
    '../../gif/gif-items',
    '@/features/wizard/options/gif/components/y',
    '../../../options/gif/y',
    '../../../../wizard/options/gif/y',
  ),
  'apps/web/src/features/wizard/options/frame/lazy-step.ts':
    "export const load = () => import('../gif/routes/page');\n",
  'apps/web/src/features/wizard/options/common/into-step.ts': importing(
    '../frame/frame-items',
    '@/features/wizard/options/gif/y',
  ),
  'apps/web/src/features/wizard/options/frame/components/wizard-inside.ts': importing(
    '../../../stores/draft-store',
    '@/features/wizard/lib/y',
    '../../../../wizard/steps/event-info',
  ),
  'apps/web/src/features/wizard/options/common/wizard-inside.ts': importing('../../hooks/use-step-save'),
  'apps/web/src/features/wizard/steps/options/into-step.ts': importing(
    '../../options/frame/y',
    '@/features/wizard/options/frame/y',
  ),
  'apps/web/src/features/wizard/into-step.ts': importing('./options/frame/y'),
  'apps/web/src/features/wizard/steps/options/common.ts': importing(
    '../../options/common/confirm-dialog',
    '@/features/wizard/options/common/y',
  ),
  'apps/web/src/features/auth/app.ts': importing('@/app/provider', '../../app/provider'),
  'apps/web/src/features/auth/components/app.ts': importing('../../../app/routes/page'),
  'apps/web/src/shared/lib/app.ts': importing('@/app/provider', '../../app/provider'),
  'apps/web/src/features/auth/app-alike.ts': importing('../../shared/app/y', '@/shared/app/y'),
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
  'apps/server/src/platform/mail/module.ts': importing('../../modules/accounts/index.ts'),
  'apps/server/src/platform/mail/adapters/module.test.ts': importing('../../../modules/accounts/index.ts'),
  'apps/server/src/platform/mail/own.ts': importing(
    '../storage/storage.ts',
    '../../shared/app-error.ts',
    '../../config.ts',
  ),
  'apps/booth/src/kiosk/inside.ts': importing('../session/session-store.ts'),
  'apps/booth/src/outbox/lab/inside.tsx': importing('../../leads/lead-form.tsx'),
  'apps/booth/src/entry.tsx': importing('./app/booth-app.tsx'),
  'apps/booth/src/kiosk/inside.test.ts': importing('../session/kiosk-record.ts'),
  'apps/booth/src/kiosk/face.ts': importing('../session/index.ts', './exit-check.ts', '../kiosk/idle-timer.ts'),
  'apps/booth/src/outbox/lab/face.tsx': importing('../../leads/index.ts', '../outbox.ts', '../../ui/kiosk-ui.css'),
  'apps/booth/src/entry-face.tsx': importing('./app/index.ts'),
  'apps/booth/src/share/fake.test.ts': importing('../outbox/testing/recording-outbox.ts', '../outbox/index.ts'),
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

describe('lint keeps each wizard option step a feature of its own', () => {
  it("refuses a step importing another step's files, by a relative path, the alias or import()", () => {
    expect(messagesOf('apps/web/src/features/wizard/options/frame/components/other-step.ts')).toEqual(
      Array(4).fill(CROSS_STEP),
    );
    expect(messagesOf('apps/web/src/features/wizard/options/frame/lazy-step.ts')).toEqual([CROSS_STEP]);
  });

  it('refuses options/common importing a step', () => {
    expect(messagesOf('apps/web/src/features/wizard/options/common/into-step.ts')).toEqual([CROSS_STEP, CROSS_STEP]);
  });

  it('refuses a step or options/common reaching the wizard past step-kit.ts', () => {
    expect(messagesOf('apps/web/src/features/wizard/options/frame/components/wizard-inside.ts')).toEqual(
      Array(3).fill(STEP_PAST_KIT),
    );
    expect(messagesOf('apps/web/src/features/wizard/options/common/wizard-inside.ts')).toEqual([STEP_PAST_KIT]);
  });

  it("refuses the rest of the wizard importing a step's files", () => {
    expect(messagesOf('apps/web/src/features/wizard/steps/options/into-step.ts')).toEqual([
      WIZARD_IMPORTS_STEP,
      WIZARD_IMPORTS_STEP,
    ]);
    expect(messagesOf('apps/web/src/features/wizard/into-step.ts')).toEqual([WIZARD_IMPORTS_STEP]);
  });

  it('lets a step import its own files, options/common, step-kit.ts and src/shared, and the wizard options/common', () => {
    expectEach(
      [
        'apps/web/src/features/wizard/options/frame/components/own.ts',
        'apps/web/src/features/wizard/steps/options/common.ts',
      ],
      [],
    );
  });
});

describe('lint keeps src/app out of the features', () => {
  it('refuses a feature or src/shared importing src/app, by the alias or a relative path', () => {
    expectEach(['apps/web/src/features/auth/app.ts', 'apps/web/src/shared/lib/app.ts'], [IMPORTS_APP, IMPORTS_APP]);
    expect(messagesOf('apps/web/src/features/auth/components/app.ts')).toEqual([IMPORTS_APP]);
  });

  it('accepts a folder of that name elsewhere', () => {
    expect(messagesOf('apps/web/src/features/auth/app-alike.ts')).toEqual([]);
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

describe('lint keeps platform/ free of modules', () => {
  it('refuses platform/ importing a module, even its index.ts, even in a test', () => {
    expectEach(
      ['apps/server/src/platform/mail/module.ts', 'apps/server/src/platform/mail/adapters/module.test.ts'],
      [PLATFORM_IMPORTS_MODULE],
    );
  });

  it('lets platform/ import itself, src/shared and the configuration', () => {
    expect(messagesOf('apps/server/src/platform/mail/own.ts')).toEqual([]);
  });
});

describe('lint keeps kiosk folders behind their index.ts', () => {
  it("refuses a folder, src/main or a folder's test importing another folder's other files", () => {
    expectEach(
      [
        'apps/booth/src/kiosk/inside.ts',
        'apps/booth/src/outbox/lab/inside.tsx',
        'apps/booth/src/entry.tsx',
        'apps/booth/src/kiosk/inside.test.ts',
      ],
      [PAST_KIOSK_INDEX],
    );
  });

  it("lets a folder import its own files, another's index.ts and stylesheet, and a test another's testing/ fakes", () => {
    expectEach(
      [
        'apps/booth/src/kiosk/face.ts',
        'apps/booth/src/outbox/lab/face.tsx',
        'apps/booth/src/entry-face.tsx',
        'apps/booth/src/share/fake.test.ts',
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

  it('finds no file deeper in a feature, src/shared, a module, platform/ or the kiosk than the plugin follows', () => {
    const folderDepth = (inner: string) => inner.split(path.sep).length - 1;
    const inFeatures = insideEach('apps/web/src/features').map((file) => file.split(path.sep).slice(1).join(path.sep));
    const inShared = insideEach('apps/web/src/shared');
    const inModules = insideEach('apps/server/src/modules').map((file) => file.split(path.sep).slice(1).join(path.sep));
    const inPlatform = insideEach('apps/server/src/platform');
    const inKiosk = insideEach('apps/booth/src');
    const tooDeep = [...inFeatures, ...inShared, ...inModules, ...inPlatform, ...inKiosk].filter(
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
