/**
 * The import rules (import-boundaries.ts) refuse the web's import boundaries' breaches: a feature
 * importing another's files or src/app, src/shared importing a feature, a wizard option step
 * importing another step or the wizard past step-kit.ts, and the wizard importing a step. The
 * probes are checked as files at the paths they would have here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CROSS_FEATURE,
  CROSS_STEP,
  IMPORTS_APP,
  SHARED_IMPORTS_FEATURE,
  STEP_PAST_KIT,
  WIZARD_IMPORTS_STEP,
} from './import-boundaries.ts';
import { importing, importRuleProbes } from './lint-probes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

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
};

const { messagesOf, expectEach } = importRuleProbes(PROBES);

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
