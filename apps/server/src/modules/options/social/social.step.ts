/** The social step: guests' Facebook and Instagram shares and their message, one setting document. */
import type { OptionStep } from '../option-step.ts';
import { socialRoutes } from './social.routes.ts';
import { readSocial } from './social.service.ts';

export const socialStep: OptionStep<'social'> = {
  id: 'social',
  tables: [],
  read: ({ docs }) => ({ social: readSocial(docs) }),
  endpoints: socialRoutes,
};
