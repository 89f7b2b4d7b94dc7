import { useGuestText } from '@boothdeck/i18n/react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { useRequestCode } from '../api/your-data-api';

type ContactStepProps = {
  eventId: string;
  onSent: (sent: { requestId: string; contact: string; channel: 'email' | 'sms'; message: string }) => void;
};

/** The address the event may hold the guest's data under: a code goes there. */
export function ContactStep({ eventId, onSent }: ContactStepProps) {
  const [contact, setContact] = useState('');
  const request = useRequestCode();
  const { t } = useGuestText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { event_id: eventId, contact },
      {
        onSuccess: (reply) =>
          onSent({
            requestId: reply.request_id,
            contact: contact.trim(),
            channel: reply.channel,
            message: reply.message,
          }),
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('guest.data.contactIntro')}</Text>
        <TextInput
          label={t('guest.data.contactLabel')}
          autoComplete="email"
          value={contact}
          onChange={(event) => setContact(event.currentTarget.value)}
          error={request.isError ? getErrorMessage(request.error) : undefined}
          required
        />
        <Button type="submit" loading={request.isPending}>
          {t('guest.data.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
