/**
 * The messages a guest's share sends, made only from the organiser's texts, the item's link and
 * its preview: nothing a guest typed ever reaches them. An event whose e-mail or SMS step was
 * never saved sends a short default naming the event. Both are in the guest's language: the
 * organiser's text in it when they gave one (plain text, escaped), else the step's own text;
 * the words Boothdeck adds come from the guest's catalogue.
 */
import type { TranslatableText } from '@boothdeck/contract';
import type { GuestText } from '@boothdeck/i18n/server';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { SmsMessage } from '../../platform/sms/sms-sender.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import type { ShareEmailTexts } from '../options/index.ts';

/**
 * `yourDataLink`: the guest's data page, where they see or erase what the event holds about them
 * (in the message's language: it names it when it is not the event's default).
 */
export type SharedLink = { eventName: string; link: string; previewUrl: string | null; yourDataLink: string };

/** The plain-text reading of sanitised HTML: block ends become line breaks, tags go. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The guest's language: its catalogue, and the organiser's text in it when they gave one. */
export type MessageLanguage = { text: GuestText; translated: (key: TranslatableText) => string | undefined };

/** Plain text the organiser gave for one language, as HTML paragraphs. */
const paragraphsOf = (plain: string) =>
  plain
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

const defaultEmail = (eventName: string, { t }: GuestText): ShareEmailTexts => ({
  fromName: '',
  replyTo: '',
  subject: t('mail.share.subject', { event: eventName }),
  contents: {
    userName: t('mail.greeting'),
    eventName,
    contentBodyText: `<p>${escapeHtml(t('mail.share.body', { event: eventName }))}</p>`,
    buttonText: t('mail.share.button'),
    markupText: '',
    footerText: '',
  },
});

/** The step's texts with the organiser's own in the guest's language over them. */
function inLanguage(texts: ShareEmailTexts, { translated }: MessageLanguage): ShareEmailTexts {
  const body = translated('share_email_body');
  return {
    ...texts,
    subject: translated('share_email_subject') ?? texts.subject,
    contents: {
      ...texts.contents,
      contentBodyText: body === undefined ? texts.contents.contentBodyText : paragraphsOf(body),
      buttonText: translated('share_email_button') ?? texts.contents.buttonText,
    },
  };
}

export function shareEmail(
  to: string,
  texts: ShareEmailTexts | null,
  shared: SharedLink,
  language: MessageLanguage,
): MailMessage {
  const { t } = language.text;
  const fallback = defaultEmail(shared.eventName, language.text);
  const { fromName, replyTo, subject, contents } = inLanguage(texts ?? fallback, language);
  const buttonText = contents.buttonText || t('mail.share.button');
  const preview = shared.previewUrl
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(shared.link)}"><img src="${escapeHtml(shared.previewUrl)}" alt="${escapeHtml(contents.eventName)}" style="max-width:100%;border-radius:6px"></a></p>`
    : '';
  const html = `<!doctype html><html lang="${language.text.language}" dir="${language.text.dir}"><body style="font-family:Arial,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="margin:0 0 8px">${escapeHtml(contents.userName)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(contents.eventName)}</h1>
<div>${contents.contentBodyText}</div>
${preview}<p style="margin:24px 0"><a href="${escapeHtml(shared.link)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(buttonText)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(t('mail.buttonFallback', { link: shared.link }))}</p>
<div style="font-size:13px;color:#52606d">${contents.markupText}</div>
<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(contents.footerText)}</p>
<p style="margin:16px 0 0;font-size:12px;color:#52606d"><a href="${escapeHtml(shared.yourDataLink)}" style="color:#52606d">${escapeHtml(t('mail.yourData'))}</a></p>
</div></body></html>`;
  const text = [
    contents.userName,
    contents.eventName,
    plainText(contents.contentBodyText),
    `${buttonText}: ${shared.link}`,
    plainText(contents.markupText),
    contents.footerText,
    `${t('mail.yourData')}: ${shared.yourDataLink}`,
  ]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  return {
    to,
    subject: subject || fallback.subject,
    text,
    html,
    ...(fromName ? { fromName } : {}),
    ...(replyTo ? { replyTo } : {}),
  };
}

export function shareSms(to: string, text: string | null, shared: SharedLink, language: MessageLanguage): SmsMessage {
  const body =
    language.translated('share_sms') ??
    (text?.trim() || language.text.t('mail.share.sms', { event: shared.eventName }));
  // No data link of its own: it would make most texts two segments, twice the organiser's cost.
  // The page the link opens has it.
  return { to, text: `${body} ${shared.link}` };
}
