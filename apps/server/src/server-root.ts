/**
 * The server package's folder (apps/server), where its assets live. This file sits directly in
 * src/, and the production bundle (dist/main.js, which contains it) directly in dist/, so one
 * level up is the package folder either way. Paths to files shipped with the server start here.
 */
import path from 'node:path';

export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
