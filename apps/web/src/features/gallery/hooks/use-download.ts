import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { getErrorMessage } from '@/shared/api/api-error';
import { openDownload } from '@/shared/ui/open-download';
import { createDownloadLink } from '../api/create-download-link';

/** Asks for a signed link and opens it in a new window; a refusal ('There are no videos to download.') shows as a toast. */
export function useDownload() {
  return useMutation({
    mutationFn: createDownloadLink,
    onSuccess: ({ url }) => openDownload(url),
    onError: (error) => notifications.show({ color: 'red', title: 'Download failed', message: getErrorMessage(error) }),
  });
}
