/** Wraps a mail's paragraphs and one call-to-action in a plain, readable HTML and text pair. */
import type { GuestText } from '@boothdeck/i18n/server';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type ActionMail = {
  greeting: string;
  paragraphs: string[];
  actionText: string;
  actionUrl: string;
  footer: string;
  /**
   * A guest's message: its language's `lang` and `dir` on the page and its line for a button
   * that does not work (absent: the organiser's English).
   */
  language?: { lang: string; dir: 'ltr' | 'rtl'; buttonFallback: string };
  /** A guest's message: the way to their data page, at its foot. */
  dataLink?: { text: string; url: string };
};

export function renderActionMail(mail: ActionMail): { text: string; html: string } {
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs,
    '',
    `${mail.actionText}: ${mail.actionUrl}`,
    '',
    mail.footer,
    ...(mail.dataLink ? ['', `${mail.dataLink.text}: ${mail.dataLink.url}`] : []),
  ].join('\n');
  const paragraphs = mail.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const fallback = mail.language?.buttonFallback ?? `If the button does not work, open this address: ${mail.actionUrl}`;
  const dataLink = mail.dataLink
    ? `\n<p style="margin:16px 0 0;font-size:12px;color:#52606d"><a href="${escapeHtml(mail.dataLink.url)}" style="color:#52606d">${escapeHtml(mail.dataLink.text)}</a></p>`
    : '';
  const root = mail.language ? ` lang="${escapeHtml(mail.language.lang)}" dir="${mail.language.dir}"` : '';
  const html = `<!doctype html><html${root}><body style="font-family:Arial,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">Boothdeck</h1>
<p style="margin:0 0 16px">${escapeHtml(mail.greeting)}</p>${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(mail.actionUrl)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(mail.actionText)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(fallback)}</p>
<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(mail.footer)}</p>${dataLink}
</div></body></html>`;
  return { text, html };
}

/** The `language` of a guest's action mail in their texts. */
export const guestMailLanguage = ({ language, dir, t }: GuestText, actionUrl: string): ActionMail['language'] => ({
  lang: language,
  dir,
  buttonFallback: t('mail.buttonFallback', { link: actionUrl }),
});
