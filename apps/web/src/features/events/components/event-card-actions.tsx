import type { EventSummary } from '@boothdeck/contract';
import { ROLES } from '@boothdeck/contract/roles';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconChartBar, IconCopy, IconLink, IconPhoto, IconSettings, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import type { GalleryNavigationState } from '@/shared/lib/gallery-state';
import { useAllowed } from '@/shared/session/role';
import { useCopyMediaLink } from '../hooks/use-copy-media-link';

type EventCardActionsProps = {
  event: EventSummary;
  onDuplicate: (event: EventSummary) => void;
  onRemove: (event: EventSummary) => void;
};

function Action({
  label,
  color,
  children,
  ...target
}: { label: string; color?: string; children: ReactNode } & (
  | { to: string; state?: unknown }
  | { onClick: () => void }
)) {
  const icon =
    'to' in target ? (
      <ActionIcon
        component={Link}
        to={target.to}
        state={target.state}
        variant="subtle"
        color={color ?? 'gray'}
        size="lg"
        aria-label={label}
      >
        {children}
      </ActionIcon>
    ) : (
      <ActionIcon onClick={target.onClick} variant="subtle" color={color ?? 'gray'} size="lg" aria-label={label}>
        {children}
      </ActionIcon>
    );
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      {icon}
    </Tooltip>
  );
}

/** Settings, gallery, analytics, duplicate, media link and remove for a live, upcoming or past event. */
export function EventCardActions({ event, onDuplicate, onRemove }: EventCardActionsProps) {
  const copyMediaLink = useCopyMediaLink();
  // Duplicating and removing events is for the owner and admins.
  const canManage = useAllowed(ROLES.managers);
  const id = String(event.id);
  const galleryState: GalleryNavigationState = {
    event_name: event.event_name,
    uuid: event.uuid,
    time_zone: event.time_zone,
  };
  return (
    <Group justify="space-between" gap={4}>
      <Group gap={4}>
        <Action label="Settings" to={generatePath(PATHS.eventDetails, { id })}>
          <IconSettings size={20} />
        </Action>
        <Action label="Gallery" to={generatePath(PATHS.eventPhotos, { id })} state={galleryState}>
          <IconPhoto size={20} />
        </Action>
        <Action label="Analytics" to={generatePath(PATHS.eventAnalytics, { id })}>
          <IconChartBar size={20} />
        </Action>
        {canManage && (
          <Action label="Duplicate" onClick={() => onDuplicate(event)}>
            <IconCopy size={20} />
          </Action>
        )}
        <Action label="Copy media link" onClick={() => void copyMediaLink(event)}>
          <IconLink size={20} />
        </Action>
      </Group>
      {canManage && (
        <Action label="Remove" color="red" onClick={() => onRemove(event)}>
          <IconTrash size={20} />
        </Action>
      )}
    </Group>
  );
}
