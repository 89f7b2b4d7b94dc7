import { galleryEndpoints } from '@boothdeck/contract';
import { ActionIcon, type ActionIconProps, Button, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useAllowed } from '@/shared/session/role';
import { useDownload } from '../hooks/use-download';

type DownloadItemButtonProps = ActionIconProps & {
  mediaId: number;
  /** The button's accessible name, e.g. 'Download photo 3 of 120'. */
  label: string;
  /** A full button reading 'Download' (the slider), rather than an icon with a tooltip (a tile). */
  withText?: boolean;
};

/** Downloads one item's original through a signed link in a new window; nothing for a role the link is refused to. */
export function DownloadItemButton({ mediaId, label, withText, ...iconProps }: DownloadItemButtonProps) {
  const download = useDownload();
  const mayDownload = useAllowed(galleryEndpoints.downloadLink.roles);
  if (!mayDownload) return null;
  const start = () => download.mutate({ mediaId });
  if (withText) {
    return (
      <Button aria-label={label} loading={download.isPending} onClick={start} leftSection={<IconDownload size={18} />}>
        Download
      </Button>
    );
  }
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon aria-label={label} loading={download.isPending} onClick={start} {...iconProps}>
        <IconDownload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
