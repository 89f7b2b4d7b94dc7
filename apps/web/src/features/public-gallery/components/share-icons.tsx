import type { PublicGallery, ShareFlag } from '@boothdeck/contract';
import type { CatalogueKey } from '@boothdeck/i18n';
import { useGuestText } from '@boothdeck/i18n/react';
import { ActionIcon, Group, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconDownload,
  IconMail,
  IconMessage,
} from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { getDownloadLink } from '../api/public-gallery-api';

// Loaded when first opened: a guest who only looks never downloads the sharing forms.
const ShareByEmailModal = lazy(async () => ({ default: (await import('../sharing')).ShareByEmailModal }));
const ShareBySmsModal = lazy(async () => ({ default: (await import('../sharing')).ShareBySmsModal }));

type Network = 'facebook' | 'twitter' | 'linked_in' | 'whats_app';

/** Each network's share address for a page. */
const SHARE_URLS: Record<Network, (page: string) => string> = {
  facebook: (page) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
  twitter: (page) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(page)}`,
  linked_in: (page) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page)}`,
  whats_app: (page) => `https://wa.me/?text=${encodeURIComponent(page)}`,
};

/** Each button's icon and its name (its accessible name and tooltip), in the guest's language. */
const ICONS: Record<ShareFlag, { label: CatalogueKey; icon: ComponentType<{ size?: number }> }> = {
  email: { label: 'guest.share.email', icon: IconMail },
  sms: { label: 'guest.share.sms', icon: IconMessage },
  facebook: { label: 'guest.share.facebook', icon: IconBrandFacebook },
  twitter: { label: 'guest.share.twitter', icon: IconBrandX },
  linked_in: { label: 'guest.share.linkedIn', icon: IconBrandLinkedin },
  whats_app: { label: 'guest.share.whatsApp', icon: IconBrandWhatsapp },
  download: { label: 'guest.share.download', icon: IconDownload },
};

const ORDER: ShareFlag[] = ['email', 'sms', 'facebook', 'twitter', 'linked_in', 'whats_app', 'download'];

type ShareIconsProps = { gallery: PublicGallery; mediaId: number; viewId: string | null };

/** The share buttons the organiser turned on; `viewId` is null in the organiser's preview, where they do nothing. */
export function ShareIcons({ gallery, mediaId, viewId }: ShareIconsProps) {
  const { t } = useGuestText();
  const [modal, setModal] = useState<'email' | 'sms' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const page = window.location.href;

  const press = async (flag: ShareFlag) => {
    if (!viewId) return;
    if (flag === 'email' || flag === 'sms') return setModal(flag);
    if (flag === 'download') {
      try {
        const key = new URLSearchParams(window.location.search).get('key');
        window.location.assign((await getDownloadLink(viewId, key)).url);
      } catch {
        // The server's reasons are English; the guest can only try again.
        setFailure(t('guest.share.downloadFailed'));
      }
      return;
    }
    window.open(SHARE_URLS[flag](page), '_blank', 'noopener,noreferrer');
    // Counting is bookkeeping: the guest has shared already, so a failure is not theirs to see.
    const { countSocialShare } = await import('../sharing');
    await countSocialShare(gallery.event_id, mediaId, flag).catch(() => undefined);
  };

  const shown = ORDER.filter((flag) => gallery.share[flag] === 1);
  const close = () => setModal(null);
  return (
    <>
      <Group justify="center" gap="sm" data-testid="share-icons">
        {shown.map((flag) => {
          const { label: key, icon: Icon } = ICONS[flag];
          const label = t(key);
          return (
            <ActionIcon
              key={flag}
              size="xl"
              radius="xl"
              color={gallery.colour}
              aria-label={label}
              title={label}
              onClick={() => press(flag)}
            >
              <Icon size={22} />
            </ActionIcon>
          );
        })}
      </Group>
      {failure ? (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      ) : null}
      {modal ? (
        <Suspense fallback={null}>
          {modal === 'email' ? (
            <ShareByEmailModal
              opened
              onClose={close}
              eventId={gallery.event_id}
              mediaId={mediaId}
              colour={gallery.colour}
            />
          ) : (
            <ShareBySmsModal
              opened
              onClose={close}
              eventId={gallery.event_id}
              mediaId={mediaId}
              colour={gallery.colour}
            />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
