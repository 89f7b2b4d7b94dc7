/**
 * npm run restore -- <archive.tar.gz> [--force]
 *
 * Restores a backup into the install the environment names (DATA_DIR, DATABASE_URL, S3_*,
 * SECRETS_KEY, as the server reads them): a new data folder and, on PostgreSQL, a new database,
 * unless --force replaces the install there. See restore-install.ts.
 */
import { runCommand } from './command-line.ts';
import { restoreInstall } from './restore-install.ts';

await runCommand(
  'restore',
  'usage: npm run restore -- <archive.tar.gz> [--force]',
  async ({ archive, config, force }, log) => {
    const manifest = await restoreInstall({ archive, config, replace: force, log });
    return `restored the backup made ${manifest.madeAt} into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}; start the server with the same settings.`;
  },
);
