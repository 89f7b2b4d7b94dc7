/**
 * /api/v1 option step calls (spec 2 §7): each option's step save, edit-screen update and reads,
 * custom frames and saved templates. Every call needs a signed-in organiser and reaches only that
 * organiser's events; options the plan lacks are refused.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { burstGifRoutes } from './burst-gifs.ts';
import { customFrameRoutes } from './custom-frames.ts';
import { digitalPropRoutes } from './digital-props.ts';
import { emailRoutes } from './email.ts';
import { filterRoutes } from './filters.ts';
import { formBuilderRoutes } from './form-builder.ts';
import { frameRoutes } from './frames.ts';
import { gifRoutes } from './gifs.ts';
import { incentiveOfferRoutes } from './incentive-offers.ts';
import { micrositeRoutes } from './microsite.ts';
import type { OptionsContext } from './option-context.ts';
import { savedTemplateRoutes } from './saved-templates.ts';
import { socialRoutes } from './social.ts';
import { textSmsRoutes } from './text-sms.ts';
import { watermarkRoutes } from './watermark.ts';

const OPTION_ROUTES = [
  socialRoutes,
  gifRoutes,
  burstGifRoutes,
  customFrameRoutes,
  emailRoutes,
  savedTemplateRoutes,
  textSmsRoutes,
  digitalPropRoutes,
  watermarkRoutes,
  micrositeRoutes,
  frameRoutes,
  incentiveOfferRoutes,
  filterRoutes,
  formBuilderRoutes,
];

export const optionsRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  for (const routes of OPTION_ROUTES) await app.register(routes, { options });
};
