import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** Where the browser refused the download window: the signed link, to open with a click. */
function showBlockedDownload(url: string) {
  notifications.show({
    color: 'yellow',
    title: 'Your browser blocked the download window',
    message: (
      <Anchor href={url} target="_blank" rel="noopener">
        Open the download
      </Anchor>
    ),
    autoClose: false,
  });
}

/** Opens a signed download link in a new window (no session token travels in it). */
export function openDownload(url: string) {
  const opened = window.open(url, '_blank');
  // A browser that blocks the window still lets the organiser follow the link by hand.
  if (!opened) showBlockedDownload(url);
}
