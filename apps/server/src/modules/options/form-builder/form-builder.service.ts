/**
 * The form builder: the data-capture form guests fill in at the booth. Needs the plan's form
 * builder and an event that captures data. Field names are the answers' keys, unique per form.
 */
import { type EventFormBuilder, eventFormBuilderSchema, type formDataUpdateBodySchema } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { nowIso } from '../../../shared/clock.ts';
import { type OptionsContext, parseDoc } from '../option-context.ts';

export const readForm = (doc: string | undefined): EventFormBuilder | null => parseDoc(doc, eventFormBuilderSchema);

type FormFields = z.output<typeof formDataUpdateBodySchema>;

export function createFormBuilderService(options: OptionsContext) {
  return {
    async save(userId: number, eventId: number, body: FormFields): Promise<EventFormBuilder> {
      const event = await options.ownedEvent(userId, eventId);
      if (!event.capturesData) throw AppError.validation('eventId', MESSAGES.formNeedsDataCapture);
      const form: EventFormBuilder = { form_name: body.form_name, form_data: body.form_data };
      await options.settings.put(event.id, 'form-builder', JSON.stringify(form), nowIso());
      return form;
    },
  };
}
