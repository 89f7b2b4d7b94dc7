/**
 * Runs the repository's Biome configuration, or the import rules (import-boundaries.ts), on probe
 * files and answers each file's messages. Biome prints no diagnostics for code read from standard input, so the probes are
 * files in a temporary folder holding the repository's biome.json and plugins, at the paths
 * they would have here.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect } from 'vitest';
import { importBreaches } from './import-boundaries.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

/** A probe file importing one name from each source. */
export const importing = (...sources: string[]) =>
  `${sources.map((source, index) => `import { x${index} } from '${source}';\n`).join('')}\nexport const z = [${sources.map((_, index) => `x${index}`).join(', ')}];\n`;

type Diagnostic = { message: string; location: { path: string } };

/** Each probe's messages, keyed by its path in the repository; a file without any is absent. */
export function lintProbes(probes: Record<string, string>): Map<string, string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-probes-'));
  try {
    const { $schema: _schema, ...config } = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
    // The temporary folder is no git checkout, and the schema is only for editors.
    fs.writeFileSync(path.join(folder, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
    fs.cpSync(path.join(ROOT, 'lint'), path.join(folder, 'lint'), {
      recursive: true,
      filter: (from) => !from.endsWith('.ts'),
    });
    for (const [file, code] of Object.entries(probes)) {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), code);
    }
    const run = spawnSync(process.execPath, [BIOME, 'lint', '--reporter=json', '.'], { cwd: folder, encoding: 'utf8' });
    const messages = new Map<string, string[]>();
    for (const { message, location } of (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics) {
      messages.set(location.path, [...(messages.get(location.path) ?? []), message]);
    }
    return messages;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** `messagesOf` answers one probe's messages, `expectEach` checks that each of several probes got exactly `messages`. */
function probeChecks(messagesOf: (file: string) => string[]) {
  const expectEach = (files: string[], messages: string[]) => {
    for (const file of files) expect(messagesOf(file), file).toEqual(messages);
  };
  return { messagesOf, expectEach };
}

/** Lints `probes` once before a test file's tests (probeChecks). */
export function useLintProbes(probes: Record<string, string>) {
  let messagesByFile = new Map<string, string[]>();
  beforeAll(() => {
    messagesByFile = lintProbes(probes);
  });
  return probeChecks((file) => messagesByFile.get(file) ?? []);
}

/** Checks `probes` against the import rules of import-boundaries.ts (probeChecks). */
export function importRuleProbes(probes: Record<string, string>) {
  return probeChecks((file) => importBreaches(file, probes[file] ?? '').map(({ message }) => message));
}
