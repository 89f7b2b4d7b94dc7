/**
 * The import rules (import-boundaries.ts) refuse the server's and the kiosk's architecture rules'
 * breaches: server code reaching past another module's index.ts, platform/ importing a module and
 * a kiosk folder reaching past another's index.ts; the lint configuration refuses query-builder
 * calls on the server outside repositories and src/db. The web's import rules are in
 * web-import-rules.test.ts. The probes are checked as files at the paths they would have here
 * (lint-probes.ts).
 */
import { describe, expect, it } from 'vitest';
import { PAST_KIOSK_INDEX, PAST_MODULE_INDEX, PLATFORM_IMPORTS_MODULE } from './import-boundaries.ts';
import { importing, importRuleProbes, useLintProbes } from './lint-probes.ts';

const SQL_OUTSIDE_REPOSITORY = 'SQL lives in *.repository.ts or src/db/: call a repository instead.';
const KYSELY_OUTSIDE_REPOSITORY = 'SQL lives in *.repository.ts (or src/db/): call a repository instead.';

const selectEvents =
  "import type { Kysely } from 'kysely';\n\nexport const q = (db: Kysely<never>) => db.selectFrom('events');\n";
const rawSql = "import { sql } from 'kysely';\n\nexport const q = sql`select 1`;\n";

/** Each probe's path in the repository and its code. */
const PROBES: Record<string, string> = {
  'apps/server/src/modules/vouchers/inside.ts': importing('../booth/booth.service.ts'),
  'apps/server/src/modules/vouchers/re-export.ts': "export { x } from '../booth/booth.service.ts';\n",
  'apps/server/src/modules/vouchers/through-src.ts': importing('../../modules/booth/booth.service.ts'),
  'apps/server/src/modules/options/frames/nested.ts': importing('../../libraries/libraries.service.ts'),
  'apps/server/src/modules/vouchers/a/b/c/d/e/f/deep.ts': importing('../../../../../../../booth/booth.service.ts'),
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
};

/** The SQL probes, which Biome lints. */
const SQL = useLintProbes({
  'apps/server/src/modules/x/x.service.ts': selectEvents,
  'apps/server/src/modules/x/raw.service.ts': rawSql,
  'apps/server/src/modules/x/x.repository.ts': selectEvents,
  'apps/server/src/db/x.ts': selectEvents,
});

const { messagesOf, expectEach } = importRuleProbes(PROBES);

describe('lint keeps server modules behind their index.ts', () => {
  it("refuses a module importing another module's other files, from any depth and by any path", () => {
    expectEach(
      [
        'apps/server/src/modules/vouchers/inside.ts',
        'apps/server/src/modules/vouchers/re-export.ts',
        'apps/server/src/modules/vouchers/through-src.ts',
        'apps/server/src/modules/options/frames/nested.ts',
        'apps/server/src/modules/vouchers/a/b/c/d/e/f/deep.ts',
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

describe('lint keeps SQL in repositories', () => {
  it('refuses a query-builder call and a raw SQL import in a service', () => {
    expect(SQL.messagesOf('apps/server/src/modules/x/x.service.ts')).toEqual([SQL_OUTSIDE_REPOSITORY]);
    expect(SQL.messagesOf('apps/server/src/modules/x/raw.service.ts')).toEqual([KYSELY_OUTSIDE_REPOSITORY]);
  });

  it('lets repositories and src/db build queries', () => {
    SQL.expectEach(['apps/server/src/modules/x/x.repository.ts', 'apps/server/src/db/x.ts'], []);
  });
});
