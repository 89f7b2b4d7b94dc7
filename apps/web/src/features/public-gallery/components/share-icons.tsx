import type { PublicGallery, ShareFlag } from '@boothdeck/contract';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconDownload,
  IconMail,
  IconMessage,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { getDownloadLink } from '../api/public-gallery-api';
import { ShareByEmailModal, ShareBySmsModal } from './share-slots';

type Network = 'facebook' | 'twitter' | 'linked_in' | 'whats_app';

/** Each network's share address for a page. */
const SHARE_URLS: Record<Network, (page: string) => string> = {
  facebook: (page) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
  twitter: (page) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(page)}`,
  linked_in: (page) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page)}`,
  whats_app: (page) => `https://wa.me/?text=${encodeURIComponent(page)}`,
};

const ICONS: Record<ShareFlag, { label: string; icon: ComponentType<{ size?: number }> }> = {
  email: { label: 'Share by email', icon: IconMail },
  sms: { label: 'Share by SMS', icon: IconMessage },
  facebook: { label: 'Share on Facebook', icon: IconBrandFacebook },
  twitter: { label: 'Share on Twitter', icon: IconBrandX },
  linked_in: { label: 'Share on LinkedIn', icon: IconBrandLinkedin },
  whats_app: { label: 'Share on WhatsApp', icon: IconBrandWhatsapp },
  download: { label: 'Download', icon: IconDownload },
};

const ORDER: ShareFlag[] = ['email', 'sms', 'facebook', 'twitter', 'linked_in', 'whats_app', 'download'];

type ShareIconsProps = { gallery: PublicGallery; mediaId: number; viewId: string | null };

/** The share buttons the organiser turned on; `viewId` is null in the organiser's preview, where they do nothing. */
export function ShareIcons({ gallery, mediaId, viewId }: ShareIconsProps) {
  const [modal, setModal] = useState<'email' | 'sms' | null>(null);
  const page = window.location.href;

  const press = async (flag: ShareFlag) => {
    if (!viewId) return;
    if (flag === 'email' || flag === 'sms') return setModal(flag);
    if (flag === 'download') {
      try {
        window.location.assign((await getDownloadLink(viewId)).url);
      } catch (error) {
        notifications.show({ color: 'red', message: getErrorMessage(error) });
      }
      return;
    }
    window.open(SHARE_URLS[flag](page), '_blank', 'noopener,noreferrer');
  };

  const shown = ORDER.filter((flag) => gallery.share[flag] === 1);
  const close = () => setModal(null);
  return (
    <>
      <Group justify="center" gap="sm" data-testid="share-icons">
        {shown.map((flag) => {
          const { label, icon: Icon } = ICONS[flag];
          return (
            <Tooltip key={flag} label={label}>
              <ActionIcon size="xl" radius="xl" color={gallery.colour} aria-label={label} onClick={() => press(flag)}>
                <Icon size={22} />
              </ActionIcon>
            </Tooltip>
          );
        })}
      </Group>
      <ShareByEmailModal opened={modal === 'email'} onClose={close} eventId={gallery.event_id} mediaId={mediaId} />
      <ShareBySmsModal opened={modal === 'sms'} onClose={close} eventId={gallery.event_id} mediaId={mediaId} />
    </>
  );
}
