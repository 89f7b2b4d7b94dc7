import { VOUCHER_MESSAGES } from '@boothdeck/contract/voucher-texts';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { useClaimVoucher, type VoucherAddress } from '../api/voucher-api';

const PIN_REQUIRED = 'Please enter the staff PIN';

/** Staff claim the voucher with their PIN (the event's admin password); guests are told not to. */
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
        <Alert color="red" variant="light" title={VOUCHER_MESSAGES.warning}>
          <Text size="sm">Staff enter their PIN to claim this voucher.</Text>
        </Alert>
        <PasswordInput
          label="Staff PIN"
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
