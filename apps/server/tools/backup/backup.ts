/**
 * npm run backup -- <archive.tar.gz>
 *
 * Backs up the install the environment names (DATA_DIR, DATABASE_URL, S3_*, SECRETS_KEY, as the
 * server reads them) into one archive, while its server runs. See backup-install.ts.
 */
import { backupInstall } from './backup-install.ts';
import { runCommand } from './command-line.ts';

await runCommand('backup', 'usage: npm run backup -- <archive.tar.gz>', async ({ archive, config }, log) => {
  const manifest = await backupInstall({ config, archive, log });
  return `${archive}, ${Object.keys(manifest.files).length} files (restore it with npm run restore -- ${archive})`;
});
