import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useDownload } from '../hooks/use-download';

type DownloadItemButtonProps = ActionIconProps & { mediaId: number; label: string };

/** Downloads one item's original through a signed link in a new window. */
export function DownloadItemButton({ mediaId, label, ...iconProps }: DownloadItemButtonProps) {
  const download = useDownload();
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon
        aria-label={label}
        loading={download.isPending}
        onClick={() => download.mutate({ mediaId })}
        {...iconProps}
      >
        <IconDownload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
