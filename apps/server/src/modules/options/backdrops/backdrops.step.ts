/** The virtual backdrop step: the backdrop pictures, a setting document that owns their files. */
import type { OptionStep } from '../option-step.ts';
import { backdropRoutes } from './backdrops.routes.ts';
import { backdropFilesOf, readBackdrops } from './backdrops.service.ts';

export const backdropsStep: OptionStep<'backdrops'> = {
  id: 'backdrops',
  tables: [],
  read: ({ options, docs }) => ({ backdrop: readBackdrops(options, docs) }),
  filesOf: ({ docs }) => backdropFilesOf(docs),
  endpoints: backdropRoutes,
};
