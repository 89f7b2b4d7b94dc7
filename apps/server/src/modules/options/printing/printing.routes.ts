/** The printing step's calls. */
import { printingEndpoints as calls } from '@boothdeck/contract';
import type { HandledEndpoint } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createPrintingService } from './printing.service.ts';

export function printingRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createPrintingService(options);
  return savingCalls(calls, { save: service.save, reply: (printing) => ({ printing }) });
}
