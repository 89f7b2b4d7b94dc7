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

const FILES = [
  { format: 'jpeg', label: 'JPEG', Icon: IconPhotoDown },
  { format: 'pdf', label: 'PDF', Icon: IconFileTypePdf },
] as const;

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
        {FILES.map(({ format, label, Icon }) => (
          <Button
            key={format}
            size="xs"
            variant="default"
            leftSection={<Icon size={16} />}
            loading={busy === format}
            onClick={download(format)}
          >
            {label}
          </Button>
        ))}
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
