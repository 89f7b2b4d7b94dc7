/**
 * /api/v1 library calls: the 3-in-1 animation and fast styles, frames, colour filters, props,
 * and the standard e-mail and microsite templates with their sample contents.
 */
import { libraryEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { LibrariesService } from './libraries.service.ts';

export const libraryEndpoints = (service: LibrariesService): HandledEndpoint[] => [
  handle(calls.gifList, () => service.gifList()),
  handle(calls.burstGifs, () => service.burstGifs()),
  handle(calls.frames, () => service.frames()),
  handle(calls.colorFilters, () => service.colorFilters()),
  handle(calls.props, () => service.props()),
  handle(calls.emailTemplates, () => service.emailTemplates()),
  handle(calls.micrositeTemplates, () => service.micrositeTemplates()),
  handle(calls.emailTemplateSample, ({ params }) => service.emailTemplateSample(params.id)),
  handle(calls.micrositeTemplateSample, ({ params }) => service.micrositeTemplateSample(params.id)),
];
