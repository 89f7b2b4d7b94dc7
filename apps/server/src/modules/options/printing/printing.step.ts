/** The printing step: paper, copies, auto-print, the print limit and the print frame, one setting document. */
import type { OptionStep } from '../option-step.ts';
import { printingRoutes } from './printing.routes.ts';
import { printingFilesOf, readPrinting } from './printing.service.ts';

export const printingStep: OptionStep<'printing'> = {
  id: 'printing',
  tables: [],
  read: ({ options, docs }) => ({ printing: readPrinting(options, docs) }),
  filesOf: ({ docs }) => printingFilesOf(docs),
  endpoints: printingRoutes,
};
