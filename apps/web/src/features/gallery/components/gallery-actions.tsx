import { GALLERY_TABS, galleryEndpoints, type MediaType } from '@boothdeck/contract';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFileZip, IconQrcode } from '@tabler/icons-react';
import { DOWNLOAD_ALL_LABELS } from '@/shared/lib/media-kinds';
import { useAllowed } from '@/shared/session/role';
import { useDownload } from '../hooks/use-download';
import { GalleryLinkModal } from './gallery-link-modal';

type GalleryActionsProps = { eventId: number; mediaType: MediaType; uuid: string | null };

/**
 * Download every item of the open tab, or of every tab, and the public gallery's link. Staff's
 * alone: a client may neither download nor open the venue show's key, and knows no uuid.
 */
export function GalleryActions({ eventId, mediaType, uuid }: GalleryActionsProps) {
  const download = useDownload();
  const [isLinkOpen, linkModal] = useDisclosure(false);
  const mayDownload = useAllowed(galleryEndpoints.downloadLink.roles);
  const kind = GALLERY_TABS.find((tab) => tab.mediaType === mediaType)?.downloadKind ?? 'all';
  const pendingKind =
    download.isPending && download.variables && 'kind' in download.variables ? download.variables.kind : null;
  if (!mayDownload) return null;

  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconDownload size={18} />}
        loading={pendingKind === kind}
        onClick={() => download.mutate({ eventId, kind })}
      >
        Download All {DOWNLOAD_ALL_LABELS[mediaType]}
      </Button>
      <Button
        variant="light"
        leftSection={<IconFileZip size={18} />}
        loading={pendingKind === 'all'}
        onClick={() => download.mutate({ eventId, kind: 'all' })}
      >
        Download All
      </Button>
      <Button variant="default" leftSection={<IconQrcode size={18} />} disabled={!uuid} onClick={linkModal.open}>
        Event Gallery Link
      </Button>
      {uuid && <GalleryLinkModal eventId={eventId} uuid={uuid} opened={isLinkOpen} onClose={linkModal.close} />}
    </Group>
  );
}
