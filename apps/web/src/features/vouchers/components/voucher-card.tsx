import type { VoucherDetails } from '@boothdeck/contract';
import { voucherPagePath } from '@boothdeck/contract/voucher-texts';
import { useGuestText } from '@boothdeck/i18n/react';
import { Alert, Badge, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useState } from 'react';
import type { VoucherAddress } from '../api/voucher-api';
import { STATE_TEXTS } from '../lib/voucher-texts';
import { ClaimForm } from './claim-form';
import { VoucherCountdown } from './voucher-countdown';

/** The page's own address, which its QR code carries so that staff can open it too. */
const pageUrlOf = (address: VoucherAddress) =>
  new URL(voucherPagePath(address.eventId, address.uuid, address.voucherNo), window.location.origin).href;

/**
 * One voucher: what it is for, its number and QR code, and its state with what staff can do.
 * The warning stays in every state: the guest holds the page out and must not tap it. Its words
 * are in the guest's language, its expiry in the language's format on the event's clock.
 */
export function VoucherCard({ voucher, address }: { voucher: VoucherDetails; address: VoucherAddress }) {
  const { t, dateTime } = useGuestText();
  const [expiredHere, setExpiredHere] = useState(false);
  const [claimedHere, setClaimedHere] = useState(false);
  const markClaimed = useCallback(() => setClaimedHere(true), []);
  const markExpired = useCallback(() => setExpiredHere(true), []);
  const state = voucher.state === 'available' && expiredHere ? 'expired' : voucher.state;

  return (
    <Paper withBorder radius="md" p="lg" w="100%" maw={420}>
      <Stack gap="md" align="stretch">
        {/* The organiser's words read in their own direction, whatever the page's. */}
        <Title order={1} size="h2" ta="center" dir="auto">
          {voucher.offer_name}
        </Title>
        {voucher.user_name && (
          <Text ta="center" c="dimmed">
            {t('guest.voucher.for', { name: voucher.user_name })}
          </Text>
        )}
        <Center>
          <QRCodeSVG
            value={pageUrlOf(address)}
            size={200}
            marginSize={2}
            role="img"
            aria-label={t('guest.voucher.qrLabel')}
            style={{ opacity: state === 'available' ? 1 : 0.35 }}
          />
        </Center>
        <Text ta="center" size="sm" c="dimmed">
          {t('guest.voucher.number')}{' '}
          <Text span ff="monospace" fw={700} c="dark" size="lg">
            {voucher.voucher}
          </Text>
        </Text>
        {voucher.description && (
          <Text ta="center" dir="auto">
            {voucher.description}
          </Text>
        )}
        <Alert color="red" variant="light" title={t('guest.voucher.warning')} />
        {state === 'available' ? (
          <>
            <VoucherCountdown expiresAt={voucher.expires_at} onExpired={markExpired} />
            <ClaimForm address={address} voucherId={voucher.voucher_id} onClaimed={markClaimed} />
          </>
        ) : state === 'claimed' && claimedHere ? (
          <Alert color="green" variant="light" role="status" title={t('guest.voucher.claimed')} />
        ) : (
          <Center>
            <Badge size="xl" tt="none" color={state === 'claimed' ? 'gray' : 'red'} variant="light" role="status">
              {t(STATE_TEXTS[state])}
            </Badge>
          </Center>
        )}
        <Text ta="center" size="xs" c="dimmed">
          {t('guest.voucher.validUntil', {
            expires: dateTime(voucher.expires_at),
            event: voucher.owner_name,
          })}
        </Text>
      </Stack>
    </Paper>
  );
}
