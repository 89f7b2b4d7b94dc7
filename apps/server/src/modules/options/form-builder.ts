/**
 * The form builder: the data-capture form guests fill in at the booth. Needs the plan's form
 * builder and an event that captures data. Field names are the answers' keys, unique per form.
 */
import {
  type EventFormBuilder,
  eventFormBuilderSchema,
  eventParamsSchema,
  formDataBodySchema,
  formDataReplySchema,
  formDataUpdateBodySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import { type OptionsContext, parseDoc, savedMessage, userIdOf } from './option-context.ts';
import { replies, security, tags } from './route-schema.ts';

export const readForm = (doc: string | undefined): EventFormBuilder | null => parseDoc(doc, eventFormBuilderSchema);

type FormFields = z.output<typeof formDataUpdateBodySchema>;

export const formBuilderRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  async function save(userId: number, eventId: number, body: FormFields): Promise<EventFormBuilder> {
    const event = await options.ownedEvent(userId, eventId, 'form_builder');
    if (event.features?.data_capture !== 1) throw AppError.validation('eventId', MESSAGES.formNeedsDataCapture);
    const form: EventFormBuilder = { form_name: body.form_name, form_data: body.form_data };
    await options.settings.put(event.id, 'form', JSON.stringify(form), nowIso());
    return form;
  }

  app.post(
    '/form-data',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the form builder step',
        body: formDataBodySchema,
        response: replies(formDataReplySchema),
      },
    },
    async (request) => {
      const form = await save(userIdOf(request), request.body.eventId, request.body);
      return { status: true as const, message: MESSAGES.formSaved, form };
    },
  );

  app.put(
    '/form-data-update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Update the event's form",
        params: eventParamsSchema,
        body: formDataUpdateBodySchema,
        response: replies(formDataReplySchema),
      },
    },
    async (request) => {
      const form = await save(userIdOf(request), request.params.id, request.body);
      return { status: true as const, message: savedMessage('update'), form };
    },
  );
};
