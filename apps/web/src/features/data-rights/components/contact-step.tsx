import { useGuestText } from '@boothdeck/i18n/react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useRequestCode } from '../api/your-data-api';
import { dataErrorText } from '../lib/data-error-text';

type ContactStepProps = {
  eventId: string;
  onSent: (sent: { requestId: string; contact: string; channel: 'email' | 'sms' }) => void;
};

/** The address the event may hold the guest's data under: a code goes there, in the page's language. */
export function ContactStep({ eventId, onSent }: ContactStepProps) {
  const [contact, setContact] = useState('');
  const request = useRequestCode();
  const text = useGuestText();
  const { t } = text;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { event_id: eventId, contact, language: text.language },
      {
        onSuccess: (reply) =>
          onSent({
            requestId: reply.request_id,
            contact: contact.trim(),
            channel: reply.channel,
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
          error={request.isError ? dataErrorText(request.error, text, 'guest.data.contactInvalid') : undefined}
          required
        />
        <Button type="submit" loading={request.isPending}>
          {t('guest.data.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
