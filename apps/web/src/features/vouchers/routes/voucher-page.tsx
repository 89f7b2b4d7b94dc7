import { Center, Loader, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { useVoucher, type VoucherAddress } from '../api/voucher-api';
import { VoucherCard } from '../components/voucher-card';

/**
 * /offer/avail/{eventId}/{uuid}/{voucherNo}: a guest's voucher, opened from its link or QR code,
 * where staff claim it. Made for a phone held out across a counter.
 */
export function VoucherPage() {
  const params = useParams();
  const address: VoucherAddress = {
    eventId: params.eventId ?? '',
    uuid: params.uuid ?? '',
    voucherNo: params.voucherNo ?? '',
  };
  const voucher = useVoucher(address);

  return (
    <Center component="main" mih="100vh" p="md" bg="#f8f9fa">
      {voucher.isPending ? (
        <PleaseWait />
      ) : voucher.isError ? (
        <Title order={1} size="h4" ta="center">
          {getErrorMessage(voucher.error)}
        </Title>
      ) : (
        <VoucherCard voucher={voucher.data} address={address} />
      )}
    </Center>
  );
}

function PleaseWait() {
  return (
    <Center style={{ flexDirection: 'column', gap: 12 }}>
      <Loader aria-hidden />
      <Text>Please wait...</Text>
    </Center>
  );
}
