/**
 * What `npm run backup` and `npm run restore` share: the archive named on the command line (a
 * relative path counts from the folder the command was typed in, as DATA_DIR does), the
 * server's own configuration from the environment, and a refusal told in one line with exit 1.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AppConfig, ConfigError, readConfig } from '../../src/config.ts';
import { BackupRefused } from './backup-manifest.ts';

type Invocation = { archive: string; config: AppConfig; force: boolean };

export async function runCommand(
  name: 'backup' | 'restore',
  usage: string,
  action: (invocation: Invocation, log: (line: string) => void) => Promise<string>,
): Promise<void> {
  const fail = (line: string): never => {
    process.stderr.write(`${name}: ${line}\n`);
    process.exit(1);
  };
  let invocation: Invocation;
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: name === 'restore' ? { force: { type: 'boolean' } } : {},
    });
    const [archive, ...extra] = positionals;
    if (!archive || extra.length > 0) throw new Error(usage);
    invocation = {
      archive: path.resolve(process.env.INIT_CWD ?? process.cwd(), archive),
      config: readConfig(process.env),
      force: values.force === true,
    };
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : usage);
  }
  const started = Date.now();
  try {
    const done = await action(invocation, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${done}\n`);
  } catch (error) {
    if (error instanceof BackupRefused) fail(error.message);
    fail(`failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
