/**
 * Imports that cross a boundary. On the web, a feature never reaches another feature or src/app,
 * src/shared never reaches either, and each wizard option step (wizard/options/<step>/) is a
 * feature of its own: it shares only options/common/ with the other steps and uses the rest of
 * the wizard through step-kit.ts. On the server, code outside a module reaches it only through
 * its index.ts (tests, `*.test.ts` and src/test/, and tools/ may reach inside), and platform/
 * reaches no module at all. In the kiosk, a folder of apps/booth/src is used from outside only
 * through its index.ts (a test may also take another folder's testing/ fakes).
 *
 * Each import, re-export or import() of a quoted path is resolved against the file that writes it
 * (`@/` is apps/web/src on the web), so `../../events/x` and `../../../features/events/x` are
 * caught wherever they are written, and a new feature, step, module or kiosk folder is covered as
 * soon as it exists. import-boundaries.test.ts runs it on every file in FOLDERS.
 */
import path from 'node:path';
import { parseSync } from 'rolldown/utils';

/** The folders whose files the rules read, from the repository's root. */
export const FOLDERS = ['apps/web/src', 'apps/server/src', 'apps/booth/src', 'bench'];

export const CROSS_FEATURE = "A feature never imports another feature's files: move what both need to src/shared.";
export const IMPORTS_APP = 'src/app wires the features together: a feature or src/shared never imports it.';
export const CROSS_STEP =
  "An option step never imports another step's files, nor options/common a step's: move what both need to options/common.";
export const STEP_PAST_KIT =
  'An option step uses the rest of the wizard only through step-kit.ts: export from there what the steps need.';
export const WIZARD_IMPORTS_STEP =
  "The wizard never imports an option step's files: move what it needs to options/common.";
export const SHARED_IMPORTS_FEATURE =
  'src/shared never imports a feature: move what it needs from the feature into src/shared.';
export const PLATFORM_IMPORTS_MODULE =
  'platform/ never imports a module: pass what it needs in from the module, or move it into platform/.';
export const PAST_KIOSK_INDEX =
  'A kiosk folder is used from outside only through its index.ts: import from there, adding to it what others may use.';
export const PAST_MODULE_INDEX =
  'A module is used from outside only through its index.ts: import from there, adding to it what others may use.';

const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
const WIZARD = `${FEATURES}/wizard`;
const STEPS = `${WIZARD}/options`;
const SHARED = `${WEB}/shared`;
const MODULES = 'apps/server/src/modules';
const KIOSK = 'apps/booth/src';

/** The path segments of `file` inside `folder` (none for the folder itself), or undefined outside it. */
function inside(file: string, folder: string): string[] | undefined {
  if (file === folder) return [];
  return file.startsWith(`${folder}/`) ? file.slice(folder.length + 1).split('/') : undefined;
}

/** The one rule `target` (the resolved import) breaks in `file`, both from the repository's root. */
function brokenRule(file: string, target: string): string | undefined {
  const inFeature = inside(file, FEATURES);
  const inStep = inside(file, STEPS);
  const inShared = inside(file, SHARED);
  const [feature] = inside(target, FEATURES) ?? [];
  const [step] = inside(target, STEPS) ?? [];
  if (inFeature && inFeature.length > 1 && feature !== undefined && feature !== inFeature[0]) return CROSS_FEATURE;
  if (((inFeature && inFeature.length > 1) || (inShared && inShared.length > 0)) && inside(target, `${WEB}/app`)) {
    return IMPORTS_APP;
  }
  if (inStep && inStep.length > 1) {
    if (step !== undefined && step !== inStep[0] && step !== 'common') return CROSS_STEP;
    const [part] = inside(target, WIZARD) ?? [];
    if (part !== undefined && !['options', 'step-kit', 'step-kit.ts'].includes(part)) return STEP_PAST_KIT;
  }
  const inWizard = inside(file, WIZARD);
  if (inWizard && inWizard.length > 0 && !inStep && step !== undefined && step !== 'common') {
    return WIZARD_IMPORTS_STEP;
  }
  if (inShared && inShared.length > 0 && inside(target, FEATURES)) return SHARED_IMPORTS_FEATURE;
  if (inside(file, 'apps/server/src/platform')?.length && inside(target, MODULES)) return PLATFORM_IMPORTS_MODULE;

  const inKiosk = inside(file, KIOSK);
  const [folder, ...inFolder] = inside(target, KIOSK) ?? [];
  const kioskFile = inFolder.join('/');
  if (
    inKiosk?.length &&
    inFolder.length > 0 &&
    (inKiosk.length === 1 || inKiosk[0] !== folder) &&
    kioskFile !== 'index.ts' &&
    !kioskFile.endsWith('.css') &&
    // A test may use another folder's fakes.
    !(/\.test\.tsx?$/.test(file) && inFolder[0] === 'testing')
  ) {
    return PAST_KIOSK_INDEX;
  }

  const [module, ...inModule] = inside(target, MODULES) ?? [];
  if (inModule.length === 0 || inModule.join('/') === 'index.ts' || file.endsWith('.test.ts')) return undefined;
  const ownModule = inside(file, MODULES);
  if (ownModule) return ownModule.length > 1 && ownModule[0] !== module ? PAST_MODULE_INDEX : undefined;
  const elsewhere = inside(file, 'apps/server/src') ?? inside(file, 'bench');
  if (elsewhere?.length && !inside(file, 'apps/server/src/test')) return PAST_MODULE_INDEX;
  return undefined;
}

/** Where a relative or `@/` import leads from `file`; undefined for a package. */
function resolve(file: string, source: string): string | undefined {
  if (source.startsWith('./') || source.startsWith('../')) return path.posix.join(path.posix.dirname(file), source);
  if (source.startsWith('@/') && inside(file, WEB)) return `${WEB}/${source.slice(2)}`;
  return undefined;
}

export type Breach = { line: number; column: number; source: string; message: string };

/** The imports in `code` that break a rule, in the order written; `file` is its path from the repository's root. */
export function importBreaches(file: string, code: string): Breach[] {
  const { module } = parseSync(file, code);
  const sources = [
    ...module.staticImports.map((entry) => entry.moduleRequest),
    ...module.staticExports.flatMap((entry) => entry.entries.map((exported) => exported.moduleRequest)),
    ...module.dynamicImports.map(({ moduleRequest: { start, end } }) => ({ start, end, value: undefined })),
  ];
  const seen = new Set<number>();
  const breaches: (Breach & { start: number })[] = [];
  for (const request of sources) {
    if (!request || seen.has(request.start)) continue;
    seen.add(request.start);
    const quoted = code.slice(request.start, request.end);
    // A template literal or any other expression given to import() names no fixed file.
    if (!/^(['"]).*\1$/s.test(quoted)) continue;
    const source = quoted.slice(1, -1);
    const target = resolve(file, source);
    const message = target === undefined ? undefined : brokenRule(file, target);
    if (message === undefined) continue;
    const line = code.slice(0, request.start).split('\n').length;
    const column = request.start - code.lastIndexOf('\n', request.start - 1);
    breaches.push({ start: request.start, line, column, source, message });
  }
  return breaches.sort((a, b) => a.start - b.start).map(({ start: _start, ...breach }) => breach);
}
