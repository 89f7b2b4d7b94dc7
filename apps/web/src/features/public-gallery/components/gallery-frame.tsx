import type { PublicGallery, TemplateLayout } from '@boothdeck/contract';
import { type CatalogueKey, ENGLISH_CATALOGUE } from '@boothdeck/i18n';
import { GuestLanguageProvider, useGuestText } from '@boothdeck/i18n/react';
import { Anchor, Box, Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GuestLanguageChoice } from '@/shared/guest-language/guest-language-choice';
import { guestDataPath, useGuestLanguage } from '@/shared/guest-language/use-guest-language';
import { useGalleryTexts } from '../hooks/use-gallery-texts';
import { EventLogo } from './event-logo';
import { TrackingFrame } from './tracking-frame';

/** How each template dresses the same page: the page colours and where the logo sits. */
const TEMPLATE_LOOK: Record<TemplateLayout, { page: string; text: string; align: 'center' | 'flex-start' }> = {
  one: { page: '#f8f9fa', text: '#212529', align: 'center' },
  two: { page: '#16181d', text: '#f1f3f5', align: 'flex-start' },
  three: { page: '#ffffff', text: '#212529', align: 'center' },
};

export const lookOf = (template: TemplateLayout) => TEMPLATE_LOOK[template];

type GalleryFrameProps = {
  gallery: PublicGallery;
  /** What the page is (a catalogue key, or a name), after the event's name in the browser tab. */
  page: CatalogueKey | string;
  children: ReactNode;
};

const isCatalogueKey = (page: string): page is CatalogueKey => page in ENGLISH_CATALOGUE;

/**
 * A public gallery page in its template: the logo bar in the microsite's colour, the page, the
 * footer with the guest's way to their data. The tab names the event, so a guest with several galleries open can tell them apart.
 * The page speaks the guest's language among the event's (see useGuestLanguage), with a choice
 * in the header; right-to-left languages mirror it.
 */
export function GalleryFrame(props: GalleryFrameProps) {
  const { language, languages, choose } = useGuestLanguage(props.gallery);
  return (
    <GuestLanguageProvider language={language}>
      <FramedPage {...props} header={<GuestLanguageChoice languages={languages} onChoose={choose} />} />
    </GuestLanguageProvider>
  );
}

function FramedPage({ gallery, page, children, header }: GalleryFrameProps & { header: ReactNode }) {
  const { t, language } = useGuestText();
  const { footer } = useGalleryTexts(gallery);
  useDocumentTitle(`${gallery.event_name} – ${isCatalogueKey(page) ? t(page) : page}`);
  const look = TEMPLATE_LOOK[gallery.template_name];
  return (
    <Box
      mih="100vh"
      bg={look.page}
      c={look.text}
      display="flex"
      style={{ flexDirection: 'column' }}
      data-template={gallery.template_name}
    >
      <Box
        component="header"
        bg={gallery.colour}
        px="md"
        py="sm"
        display="flex"
        style={{ justifyContent: look.align, alignItems: 'center', gap: 12 }}
      >
        {gallery.logo ? <EventLogo gallery={gallery} height={48} /> : null}
        <Title order={1} size="h3" c="white">
          {gallery.event_name}
        </Title>
        {header}
      </Box>
      <Container
        component="main"
        size={gallery.template_name === 'three' ? 'sm' : 'lg'}
        w="100%"
        py="md"
        px="sm"
        style={{ flex: 1 }}
      >
        {children}
      </Container>
      <Box component="footer" py="md" ta="center" bg={gallery.template_name === 'two' ? '#0d0e11' : gallery.colour}>
        <Text size="sm" c="white" dir="auto">
          {footer}
        </Text>
        {/* The gallery's id is the base64 of its event's uuid, which the data page is named by. */}
        <Anchor
          component={Link}
          to={guestDataPath(atob(gallery.gallery_id), language, gallery)}
          size="xs"
          c="white"
          underline="always"
        >
          {t('guest.data.title')}
        </Anchor>
      </Box>
      <TrackingFrame galleryId={gallery.gallery_id} script={gallery.tag_script} />
    </Box>
  );
}
