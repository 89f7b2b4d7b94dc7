/**
 * /api/v1 library calls: the 3-in-1 animation and fast styles, frames, colour filters, props,
 * and the standard e-mail and microsite templates with their sample contents.
 */
import {
  burstGifsReplySchema,
  colorFiltersReplySchema,
  emailTemplateSampleReplySchema,
  emailTemplatesReplySchema,
  errorReplySchema,
  framesReplySchema,
  gifListReplySchema,
  libraryTemplateParamsSchema,
  micrositeTemplateSampleReplySchema,
  micrositeTemplatesReplySchema,
  propsReplySchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { LibrariesService } from './libraries.service.ts';

const tags = ['libraries'];
const security = [{ bearer: [] }];

type Options = { service: LibrariesService };

export const librariesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  const list = <Reply extends z.ZodType>(summary: string, response: Reply) => ({
    onRequest: app.authenticate,
    schema: { tags, security, summary, response: { 200: response, 401: errorReplySchema } },
  });

  app.get('/gif-list', list('3-in-1 animation styles', gifListReplySchema), () => service.gifList());
  app.get('/event-brust-gifs', list('3-in-1 fast styles', burstGifsReplySchema), () => service.burstGifs());
  app.get('/event-frame', list('Photo frames', framesReplySchema), () => service.frames());
  app.get('/event-color-filter', list('Colour filters', colorFiltersReplySchema), () => service.colorFilters());
  app.get('/event-props', list('Digital props by category', propsReplySchema), () => service.props());
  app.get('/event-email-template', list('Standard e-mail templates', emailTemplatesReplySchema), () =>
    service.emailTemplates(),
  );
  app.get('/event-micro-site-template', list('Standard social gallery templates', micrositeTemplatesReplySchema), () =>
    service.micrositeTemplates(),
  );

  const sample = <Reply extends z.ZodType>(summary: string, response: Reply) => ({
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      summary,
      params: libraryTemplateParamsSchema,
      response: { 200: response, 401: errorReplySchema, 404: errorReplySchema },
    },
  });

  app.get(
    '/get-email-template-sample/:id',
    sample('A standard e-mail template with sample contents', emailTemplateSampleReplySchema),
    (request) => service.emailTemplateSample(request.params.id),
  );
  app.get(
    '/get-micro-site-template-sample/:id',
    sample('A standard social gallery template with sample contents', micrositeTemplateSampleReplySchema),
    (request) => service.micrositeTemplateSample(request.params.id),
  );
};
