import { leadEndpoints } from '@boothdeck/contract';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { getErrorMessage } from '@/shared/api/api-error';
import { openDownload } from '@/shared/ui/open-download';

/** Asks for the export's signed link and opens it in a new window, where the CSV downloads. */
export function useExportLeads() {
  return useMutation({
    mutationFn: (eventId: number) => call(leadEndpoints.exportLink, { body: { event_id: eventId } }),
    onSuccess: ({ url }) => openDownload(url),
    onError: (error) => notifications.show({ color: 'red', title: 'Export failed', message: getErrorMessage(error) }),
  });
}
