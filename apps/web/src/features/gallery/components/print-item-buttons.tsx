/**
 * A photo's print-ready file for the organiser: the sheet at the event's paper and 300 dpi, as a
 * JPEG or a PDF of the page, and a reprint through this browser's print dialog.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconPhotoDown, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { downloadFile } from '@/shared/api/download-file';
import { fetchPrintSheet, printSheetCall, reprintSheet } from '../api/print-file';

type Busy = 'jpeg' | 'pdf' | 'reprint' | null;

export function PrintItemButtons({ mediaId }: { mediaId: number }) {
  const [busy, setBusy] = useState<Busy>(null);
  const run = (what: Exclude<Busy, null>, action: () => Promise<void>) => () => {
    setBusy(what);
    action()
      .catch((error: unknown) =>
        notifications.show({ color: 'red', title: 'Printing failed', message: getErrorMessage(error) }),
      )
      .finally(() => setBusy(null));
  };
  const download = (format: 'jpeg' | 'pdf') =>
    run(format, () =>
      downloadFile(`print-${mediaId}.${format === 'jpeg' ? 'jpg' : 'pdf'}`, ...printSheetCall(mediaId, format)),
    );
  return (
    <div>
      <Text size="sm" fw={500} mb={6}>
        Print-ready file
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPhotoDown size={16} />}
          loading={busy === 'jpeg'}
          onClick={download('jpeg')}
        >
          JPEG
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileTypePdf size={16} />}
          loading={busy === 'pdf'}
          onClick={download('pdf')}
        >
          PDF
        </Button>
        <Button
          size="xs"
          leftSection={<IconPrinter size={16} />}
          loading={busy === 'reprint'}
          onClick={run('reprint', async () => reprintSheet(await fetchPrintSheet(mediaId)))}
        >
          Reprint
        </Button>
      </Group>
    </div>
  );
}
