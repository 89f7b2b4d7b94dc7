import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** Where the browser refused the download window: the signed link, to open with a click. */
export function showBlockedDownload(url: string) {
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
