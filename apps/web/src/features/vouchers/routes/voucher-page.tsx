import type { VoucherDetails } from '@boothdeck/contract';
import { GuestLanguageProvider, useGuestText } from '@boothdeck/i18n/react';
import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { GuestLanguageChoice } from '@/shared/guest-language/guest-language-choice';
import { InLikelyLanguage } from '@/shared/guest-language/in-likely-language';
import { guestDataPath, preloadLikelyCatalogue, useGuestLanguage } from '@/shared/guest-language/use-guest-language';
import { useVoucher, type VoucherAddress } from '../api/voucher-api';
import { VoucherCard } from '../components/voucher-card';
import { voucherFailureText } from '../lib/voucher-texts';

/**
 * /offer/avail/{eventId}/{uuid}/{voucherNo}: a guest's voucher, opened from its link or QR code,
 * where staff claim it. Made for a phone held out across a counter. It speaks the guest's
 * language among the event's, as the gallery does, with the same choice when there are several.
 */
export function VoucherPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const address: VoucherAddress = {
    eventId: params.eventId ?? '',
    uuid: params.uuid ?? '',
    voucherNo: params.voucherNo ?? '',
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the address the page was opened at.
  useEffect(() => preloadLikelyCatalogue(search), []);
  const voucher = useVoucher(address);

  return (
    <Center component="main" mih="100vh" p="md" bg="#f8f9fa">
      {voucher.isPending || voucher.isError ? (
        // Until the event's languages are known, the guest's likeliest.
        <InLikelyLanguage>{voucher.isPending ? <PleaseWait /> : <Failure error={voucher.error} />}</InLikelyLanguage>
      ) : (
        <VoucherInLanguage voucher={voucher.data} address={address} />
      )}
    </Center>
  );
}

function VoucherInLanguage({ voucher, address }: { voucher: VoucherDetails; address: VoucherAddress }) {
  const { language, languages, choose } = useGuestLanguage(voucher);
  return (
    <GuestLanguageProvider language={language} timeZone={voucher.time_zone}>
      <Stack w="100%" maw={420} gap="xs">
        <GuestLanguageChoice languages={languages} onChoose={choose} />
        <VoucherCard voucher={voucher} address={address} />
        <YourDataLink voucher={voucher} />
      </Stack>
    </GuestLanguageProvider>
  );
}

/** The guest's way to what the event holds about them, as every gallery page's footer has. */
function YourDataLink({ voucher }: { voucher: VoucherDetails }) {
  const { t, language } = useGuestText();
  return (
    <Anchor
      component={Link}
      to={guestDataPath(voucher.event_uuid, language, voucher)}
      size="sm"
      c="dimmed"
      underline="always"
      ta="center"
    >
      {t('guest.data.title')}
    </Anchor>
  );
}

function PleaseWait() {
  const { t } = useGuestText();
  return (
    <Center style={{ flexDirection: 'column', gap: 12 }}>
      <Loader aria-hidden />
      <Text>{t('common.oneMoment')}</Text>
    </Center>
  );
}

function Failure({ error }: { error: unknown }) {
  const { t } = useGuestText();
  return (
    <Title order={1} size="h4" ta="center">
      {voucherFailureText(error, t)}
    </Title>
  );
}
