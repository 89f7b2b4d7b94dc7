/**
 * Libraries: the shipped artwork (frames, filters, props, animations, templates), seeded at
 * start, listed by the library calls and served at /library/. The option steps name library
 * files by `libraryUrl`.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import { createLibrariesRepository } from './libraries.repository.ts';
import { libraryEndpoints } from './libraries.routes.ts';
import { createLibrariesService } from './libraries.service.ts';
import { createLibraryItemsRepository, type LibraryItems } from './library-items.repository.ts';
import { createStandardTemplatesRepository, type StandardTemplates } from './standard-templates.repository.ts';

export { libraryUrl } from './libraries.service.ts';
export type { LibrariesTables } from './libraries.tables.ts';
export { serveLibraryAssets } from './library-assets.ts';
export { propTitle } from './library-catalogue.ts';
export type { LibraryItems, LibraryTable } from './library-items.repository.ts';
export { seedLibraries } from './library-seed.ts';
export type { StandardTemplates } from './standard-templates.repository.ts';

/** The library items an event chooses, by id, for the option steps (library-items.repository.ts). */
export const libraryItemsOf = ({ db }: Pick<PlatformServices, 'db'>): LibraryItems => createLibraryItemsRepository(db);

/** The standard e-mail and microsite templates, for the option steps (standard-templates.repository.ts). */
export const standardTemplatesOf = ({ db }: Pick<PlatformServices, 'db'>): StandardTemplates =>
  createStandardTemplatesRepository(db);

export function librariesModule({ db }: Pick<PlatformServices, 'db'>) {
  return { endpoints: libraryEndpoints(createLibrariesService({ repository: createLibrariesRepository(db) })) };
}
