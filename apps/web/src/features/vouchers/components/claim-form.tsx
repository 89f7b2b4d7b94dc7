import { useGuestText } from '@boothdeck/i18n/react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useClaimVoucher, type VoucherAddress } from '../api/voucher-api';
import { voucherFailureText } from '../lib/voucher-texts';

/** Staff claim the voucher with their PIN (the event's admin password). */
export function ClaimForm({
  address,
  voucherId,
  onClaimed,
}: {
  address: VoucherAddress;
  voucherId: string;
  onClaimed: () => void;
}) {
  const { t } = useGuestText();
  const claim = useClaimVoucher(address);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pin) return setError(t('guest.voucher.pinRequired'));
    claim.mutate(
      { voucherId, password: pin },
      { onSuccess: onClaimed, onError: (failure) => setError(voucherFailureText(failure, t)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t('guest.voucher.pin')}
          description={t('guest.voucher.pinHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          onChange={(event) => {
            setPin(event.currentTarget.value.replace(/\D/g, ''));
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" size="md" loading={claim.isPending} color="#CEA252">
          {t('guest.voucher.claim')}
        </Button>
      </Stack>
    </form>
  );
}
