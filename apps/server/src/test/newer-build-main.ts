/**
 * The server of a release after this one, for the upgrade tests: this build's code with one more
 * migration, an expand (newer-release.ts). Bundled by the tests' global setup beside main.js.
 */
import { RELEASE_MIGRATIONS } from '../db/release-migrations.ts';
import { NEWER_EXPAND } from './newer-release.ts';

RELEASE_MIGRATIONS.push(NEWER_EXPAND);
await import('../main.ts');
