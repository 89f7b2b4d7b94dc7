/** The demo events' settings of the printing step, saved by its service from its update call's body. */
import { printingEndpoints } from '@boothdeck/contract';
import { bodyFor } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createPrintingService } from './printing.service.ts';

export const demo: DemoStep = async ({ options, userId, event }) => {
  const body = bodyFor(printingEndpoints.update, {
    paper: event.index % 2 === 0 ? '4x6-landscape' : '2x6-strips',
    copies: 2,
    auto_print: event.index % 2 === 1,
    print_limit: 400,
    strip_shots: 3,
  });
  return createPrintingService(options).save(userId, event.id, body);
};
