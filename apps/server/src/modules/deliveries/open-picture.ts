/**
 * The 1×1 picture that tells the organiser an e-mail was opened: an image at the delivery's own
 * random address, put at the end of the mail's HTML. Mail clients that load no pictures never
 * report an open; the plain-text part carries nothing.
 */
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../shared/escape-html.ts';

/** A transparent 1×1 GIF, the smallest picture every mail client shows. */
export const OPEN_PICTURE_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function withOpenPicture(mail: MailMessage, address: string): MailMessage {
  const picture = `<img src="${escapeHtml(address)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
  const end = mail.html.lastIndexOf('</body>');
  const html = end === -1 ? `${mail.html}${picture}` : `${mail.html.slice(0, end)}${picture}${mail.html.slice(end)}`;
  return { ...mail, html };
}
