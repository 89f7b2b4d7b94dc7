/** The e-mail step: the e-mail guests are sent with their photos, one setting document. */
import type { OptionStep } from '../option-step.ts';
import { emailRoutes } from './email.routes.ts';
import { readEmailSetting } from './email.service.ts';

export const emailStep: OptionStep<'email'> = {
  id: 'email',
  tables: [],
  read: async ({ options, docs }) => ({ email_setting: await readEmailSetting(options, docs.get('email')) }),
  endpoints: emailRoutes,
};
