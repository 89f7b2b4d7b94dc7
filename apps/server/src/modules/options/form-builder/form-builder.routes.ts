/** The form builder step's calls. */
import { formBuilderEndpoints as calls } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { HandledEndpoint } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createFormBuilderService } from './form-builder.service.ts';

export function formBuilderRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createFormBuilderService(options);
  return savingCalls(calls, {
    save: service.save,
    reply: (form) => ({ form }),
    message: (kind) => (kind === 'step' ? MESSAGES.formSaved : MESSAGES.informationUpdated),
  });
}
