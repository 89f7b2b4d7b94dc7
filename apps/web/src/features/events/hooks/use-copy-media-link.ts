import { COPY_NOTICE_MS, type EventSummary, galleryEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { notifications } from '@mantine/notifications';
import { call } from '@/shared/api/api-client';
import { getErrorMessage } from '@/shared/api/api-error';

/** How long a link that expires at `expiresAt` still works, in whole minutes (at least one). */
export function minutesLeft(expiresAt: string, now: number = Date.now()): number {
  return Math.max(1, Math.round((Date.parse(expiresAt) - now) / 60_000));
}

/**
 * Copies a link that downloads every file of the event: a signed address made for it, since a
 * link opened in a new window carries no sign-in; the notice says how long it works. Where the
 * browser refuses to copy, the link is shown to copy by hand.
 */
export function useCopyMediaLink() {
  return async (event: Pick<EventSummary, 'id'>) => {
    let made: { url: string; expires_at: string };
    try {
      made = await call(galleryEndpoints.downloadLink, { body: { event_id: event.id, type: 'all' } });
    } catch (error) {
      notifications.show({ color: 'red', message: getErrorMessage(error) });
      return;
    }
    const link = new URL(made.url, window.location.origin).href;
    const lasts = `It works for ${minutesLeft(made.expires_at)} minutes.`;
    try {
      await navigator.clipboard.writeText(link);
      notifications.show({
        color: 'teal',
        message: `${MESSAGES.mediaLinkCopied}. ${lasts}`,
        autoClose: COPY_NOTICE_MS,
      });
    } catch {
      notifications.show({ color: 'gray', title: `Media link (${lasts})`, message: link, autoClose: false });
    }
  };
}
