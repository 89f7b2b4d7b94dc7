/** The text messaging step: the SMS guests receive and the optional Google review request. */
import { type TextMessage, textMessageSchema, type textSmsUpdateBodySchema } from '@boothdeck/contract';
import type { z } from 'zod';
import { nowIso } from '../../../shared/clock.ts';
import { type OptionsContext, parseDoc, type SettingDocs } from '../option-context.ts';

export const readTextMessage = (docs: SettingDocs): TextMessage | null => parseDoc(docs.get('sms'), textMessageSchema);

type TextSmsFields = z.output<typeof textSmsUpdateBodySchema>;

export function createSmsService(options: OptionsContext) {
  return {
    async save(userId: number, eventId: number, body: TextSmsFields): Promise<TextMessage> {
      const event = await options.ownedEvent(userId, eventId);
      const textMessage: TextMessage = {
        text_message: body.text_message,
        google_review_link: body.google_review_link ?? '',
        google_review_custom_message: body.google_review_custom_message ?? '',
        google_review_message_delay: body.google_review_message_delay,
        sms_countries: [...new Set(body.sms_countries ?? [])],
        send: body.send,
        draft_status: body.draft_status,
      };
      await options.settings.put(event.id, 'sms', JSON.stringify(textMessage), nowIso());
      return textMessage;
    },
  };
}
