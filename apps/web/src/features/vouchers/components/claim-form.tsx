import { Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { useClaimVoucher, type VoucherAddress } from '../api/voucher-api';

const PIN_REQUIRED = 'Please enter the staff PIN';

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
  const claim = useClaimVoucher(address);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pin) return setError(PIN_REQUIRED);
    claim.mutate(
      { voucherId, password: pin },
      { onSuccess: onClaimed, onError: (failure) => setError(getErrorMessage(failure)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Staff PIN"
          description="Staff enter their PIN to claim this voucher."
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
          Claim
        </Button>
      </Stack>
    </form>
  );
}
