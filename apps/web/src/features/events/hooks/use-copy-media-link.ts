import { COPY_NOTICE_MS } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { notifications } from '@mantine/notifications';

/** Copies an event's public download link; where the browser refuses, the link is shown to copy by hand. */
export function useCopyMediaLink() {
  return async (mediaLink: string) => {
    const link = new URL(mediaLink, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      notifications.show({ color: 'teal', message: MESSAGES.mediaLinkCopied, autoClose: COPY_NOTICE_MS });
    } catch {
      notifications.show({ color: 'gray', title: 'Media link', message: link, autoClose: false });
    }
  };
}
