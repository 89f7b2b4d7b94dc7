/** The social gallery (microsite) step: a setting document that owns its logo file. */
import type { OptionStep } from '../option-step.ts';
import { micrositeRoutes } from './microsite.routes.ts';
import { micrositeFilesOf, readMicrosite } from './microsite.service.ts';

export const micrositeStep: OptionStep<'microsite'> = {
  id: 'microsite',
  tables: [],
  read: async ({ options, docs }) => ({ microsite: await readMicrosite(options, docs.get('microsite')) }),
  filesOf: ({ docs }) => micrositeFilesOf(docs),
  endpoints: micrositeRoutes,
};
