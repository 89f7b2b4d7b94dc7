/**
 * What a backup archive holds, written into it as manifest.json: the SQLite database (a copy of
 * either kind of install's rows), the secrets key, the media folder when the media are local,
 * and a SHA-256 of every file, so a restore can tell a whole archive from a damaged one.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';

const manifestSchema = z.object({
  format: z.literal('boothdeck-backup'),
  version: z.literal(1),
  madeAt: z.iso.datetime(),
  /** The database the rows were read from; the archive holds them as a SQLite file either way. */
  databaseFrom: z.enum(['sqlite', 'postgres']),
  /** `bucket`: the media stayed in the install's S3 bucket, which is backed up on its own. */
  media: z.enum(['included', 'bucket']),
  /** Every other file of the archive, by its path in it ('/' between folders), and its SHA-256. */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A reason to stop before anything is restored, told in one line. */
export class BackupRefused extends Error {}

const sha256Of = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

/** Every file under the folder, by its path in it with '/' between folders, sorted. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Writes the manifest of the files in the folder. */
export async function writeManifest(
  folder: string,
  about: Omit<BackupManifest, 'format' | 'version' | 'files'>,
): Promise<BackupManifest> {
  const files: Record<string, string> = {};
  for (const file of await filesUnder(folder)) files[file] = await sha256Of(path.join(folder, file));
  const manifest: BackupManifest = { format: 'boothdeck-backup', version: 1, ...about, files };
  await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads the manifest of an unpacked archive and checks every file against it. */
export async function checkedManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8')));
  } catch {
    throw new BackupRefused('the archive has no readable manifest.json: it is not a Boothdeck backup');
  }
  const present = (await filesUnder(folder)).filter((file) => file !== MANIFEST_FILE);
  const listed = Object.keys(manifest.files).sort();
  if (present.join('\n') !== listed.join('\n')) {
    throw new BackupRefused('the archive does not hold the files its manifest lists: it is incomplete');
  }
  for (const [file, sha256] of Object.entries(manifest.files)) {
    if ((await sha256Of(path.join(folder, file))) !== sha256) {
      throw new BackupRefused(`${file} in the archive is damaged (its SHA-256 differs from the manifest's)`);
    }
  }
  return manifest;
}
