/**
 * What a guest's e-mail or SMS share says: the e-mail step's sender, subject and template texts
 * and the SMS step's text, as the organiser saved them for the event; and which ways of sharing
 * the social gallery step switched on. Read for the sharing module, which never reads option
 * settings itself; null when the step was never saved.
 */
import {
  type EmailTemplateContents,
  type GalleryPrivacy,
  galleryPrivacySchema,
  micrositeToggles,
  sanitizeHtml,
  textMessageSchema,
} from '@boothdeck/contract';
import { z } from 'zod';
import { storedEmailSchema } from './email/email.service.ts';
import { type OptionsContext, parseDoc } from './option-context.ts';

export type ShareEmailTexts = {
  fromName: string;
  replyTo: string;
  subject: string;
  contents: EmailTemplateContents;
};

/** The social gallery's share switches (1 = guests may share this way). */
const shareSwitchesSchema = z.object(micrositeToggles);
export type ShareSwitches = z.infer<typeof shareSwitchesSchema>;
const galleryPrivacyDoc = z.object({ gallery_privacy: galleryPrivacySchema.default('everyone') });

export type ShareTexts = {
  emailOf(eventId: number): Promise<ShareEmailTexts | null>;
  smsTextOf(eventId: number): Promise<string | null>;
  /** The countries the organiser chose for guests' text messages; empty when none were chosen. */
  smsCountriesOf(eventId: number): Promise<string[]>;
  switchesOf(eventId: number): Promise<ShareSwitches | null>;
  /** Who sees the event's public gallery (`everyone` when the social gallery step was never saved). */
  privacyOf(eventId: number): Promise<GalleryPrivacy>;
};

export function createShareTexts(options: OptionsContext): ShareTexts {
  return {
    async emailOf(eventId) {
      const stored = parseDoc(await options.settings.find(eventId, 'email'), storedEmailSchema);
      if (!stored) return null;
      const { contents } = stored;
      return {
        fromName: stored.from_name,
        replyTo: stored.reply_to,
        subject: stored.email_subject,
        // Sanitised on save already; again here, so a document from before a rule changed is held to today's.
        contents: {
          ...contents,
          contentBodyText: sanitizeHtml(contents.contentBodyText),
          markupText: sanitizeHtml(contents.markupText),
        },
      };
    },

    async smsTextOf(eventId) {
      const text = parseDoc(await options.settings.find(eventId, 'sms'), textMessageSchema);
      return text?.text_message ?? null;
    },

    async smsCountriesOf(eventId) {
      const text = parseDoc(await options.settings.find(eventId, 'sms'), textMessageSchema);
      return text?.sms_countries ?? [];
    },

    async switchesOf(eventId) {
      return parseDoc(await options.settings.find(eventId, 'microsite'), shareSwitchesSchema);
    },

    async privacyOf(eventId) {
      const doc = parseDoc(await options.settings.find(eventId, 'microsite'), galleryPrivacyDoc);
      return doc?.gallery_privacy ?? 'everyone';
    },
  };
}
