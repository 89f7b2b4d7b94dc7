/**
 * The storage the configuration names for uploaded and generated media: the local folder
 * DATA_DIR/media. The server and the tools that move an install's media both make it here, so
 * another adapter chosen by configuration serves them all alike.
 */
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/** The local media folder of a data folder. */
export const mediaFolderOf = (dataDir: string) => path.join(dataDir, 'media');

/**
 * Where the configuration's media live, as one text: two configurations naming the same place
 * share their media (a copy from one to the other has nothing to do).
 */
export const mediaLocationOf = (config: Pick<AppConfig, 'dataDir'>) =>
  `file:${path.resolve(mediaFolderOf(config.dataDir))}`;

export function createMediaStorage(config: Pick<AppConfig, 'dataDir'>): Storage {
  return createLocalStorage(mediaFolderOf(config.dataDir));
}
