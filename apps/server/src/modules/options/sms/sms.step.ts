/** The SMS step: the text guests are sent and its review link, one setting document. */
import type { OptionStep } from '../option-step.ts';
import { smsRoutes } from './sms.routes.ts';
import { readTextMessage } from './sms.service.ts';

export const smsStep: OptionStep<'sms'> = {
  id: 'sms',
  tables: [],
  read: ({ docs }) => ({ text_message: readTextMessage(docs) }),
  endpoints: smsRoutes,
};
