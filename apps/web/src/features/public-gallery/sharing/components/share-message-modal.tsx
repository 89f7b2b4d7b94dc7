/**
 * The e-mail and SMS share modals' common body: one recipient field checked on every change
 * with the contract's schema, then sending ('Email Sharing...'), 'Successfully shared' for two
 * seconds, and the empty form again. The message itself is the organiser's: the guest only
 * says where it goes. The form keeps the contract's messages (its own checks' and the server's)
 * and shows each in the guest's language (`ruleText`); one the table does not know, as it came.
 */
import { SHARE_SUCCESS_MS, type ShareMessageBody } from '@boothdeck/contract';
import type { CatalogueKey, GuestText } from '@boothdeck/i18n';
import { useGuestText } from '@boothdeck/i18n/react';
import { ruleText } from '@boothdeck/i18n/rule-texts';
import { Button, Center, Loader, Modal, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { z } from 'zod';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { FormAlert } from '@/shared/ui/form-alert';
import { useShareByMessage } from '../api/share-by-message';

export type ShareModalProps = {
  opened: boolean;
  onClose: () => void;
  eventId: number;
  mediaId: number;
  /** The gallery's colour, which the share buttons that opened the modal wear too. */
  colour?: string;
};

type Field = 'send_email' | 'send_sms';

export type ShareChannelSetup<F extends Field> = {
  /** The modal's title, the field's label and what it says while sending, in the guest's language. */
  title: CatalogueKey;
  label: CatalogueKey;
  field: F;
  schema: z.ZodType<Record<F, string>, Record<F, string>>;
  input: Pick<TextInputProps, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;
  sendingText: CatalogueKey;
  /** The server's name for the field, whose errors show under the input. */
  serverField: 'email' | 'phone';
  body: (item: { event_id: number; media_id: number }, recipient: string) => ShareMessageBody;
};

type Phase = 'idle' | 'sending' | 'success';

export function ShareMessageModal<F extends Field>({
  opened,
  onClose,
  eventId,
  mediaId,
  colour,
  setup,
}: ShareModalProps & { setup: ShareChannelSetup<F> }) {
  const text = useGuestText();
  const { t } = text;
  const form = useForm<Record<Field, string>>({
    initialValues: { send_email: '', send_sms: '' },
    validateInputOnChange: true,
    validate: schemaResolver(setup.schema, { sync: true }),
  });
  const { formError, showServerErrors, clearFormError } = useServerErrors(form, { [setup.serverField]: setup.field });
  const share = useShareByMessage();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => setPhase('idle'), SHARE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const submit = form.onSubmit((values) => {
    clearFormError();
    setPhase('sending');
    share.mutate(setup.body({ event_id: eventId, media_id: mediaId }, values[setup.field].trim()), {
      onError: (error) => {
        setPhase('idle');
        showServerErrors(error);
      },
      onSuccess: () => {
        form.reset();
        setPhase('success');
      },
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t(setup.title)} centered>
      {phase === 'sending' && (
        <Center py="lg">
          <Stack align="center" gap="xs">
            <Loader size="sm" color={colour} />
            <Text role="status">{t(setup.sendingText)}</Text>
          </Stack>
        </Center>
      )}
      {phase === 'success' && (
        <Center py="lg">
          <Stack align="center" gap="xs">
            <IconCircleCheck size={32} color="var(--mantine-color-teal-6)" />
            <Text role="status">{t('guest.share.shared')}</Text>
          </Stack>
        </Center>
      )}
      {phase === 'idle' && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={formError && ruleText(formError, text)} />
            <TextInput
              {...setup.input}
              label={t(setup.label)}
              data-autofocus
              {...form.getInputProps(setup.field)}
              error={inGuestLanguage(form.errors[setup.field], text)}
            />
            <Button type="submit" fullWidth color={colour}>
              {t('guest.share.send')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** A field's error (the contract's message) in the guest's language. */
function inGuestLanguage(error: ReactNode, text: GuestText): ReactNode {
  return typeof error === 'string' ? ruleText(error, text) : error;
}
