import type { DataConfirmReply, ErasureReceipt } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { useDataEvent } from '../api/your-data-api';
import { CodeStep } from '../components/code-step';
import { ContactStep } from '../components/contact-step';
import { HoldingsStep } from '../components/holdings-step';
import { ReceiptStep } from '../components/receipt-step';

/** Where the guest is: giving an address, typing its code, choosing, or reading the receipt. */
type Step =
  | { name: 'contact' }
  | { name: 'code'; requestId: string; contact: string; message: string }
  | { name: 'holdings'; contact: string; confirmed: DataConfirmReply }
  | { name: 'receipt'; contact: string; receipt: ErasureReceipt };

/**
 * /your-data/{event uuid}: a guest sees, downloads or erases what the event holds about them,
 * once a code sent to their address proves it is theirs. Linked from every share e-mail and
 * gallery page; made for a phone first.
 */
export function YourDataPage() {
  const eventId = useParams().eventId ?? '';
  const event = useDataEvent(eventId);
  const [step, setStep] = useState<Step>({ name: 'contact' });
  const { t } = useGuestText();
  useDocumentTitle(event.data ? t('guest.data.pageTitle', { event: event.data.event_name }) : t('guest.data.title'));

  return (
    <Center component="main" mih="100vh" p="md" bg="#f8f9fa" style={{ alignItems: 'flex-start' }}>
      <Paper withBorder radius="md" p="lg" w="100%" maw={480} mt="xl">
        {event.isPending ? (
          <Center>
            <Loader aria-label={t('guest.data.wait')} />
          </Center>
        ) : event.isError ? (
          <Title order={1} size="h4" ta="center">
            {getErrorMessage(event.error)}
          </Title>
        ) : (
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h3">
                {t('guest.data.title')}
              </Title>
              <Text c="dimmed">{event.data.event_name}</Text>
            </Stack>
            {step.name === 'contact' ? (
              <ContactStep
                eventId={eventId}
                onSent={(sent) =>
                  setStep({ name: 'code', requestId: sent.requestId, contact: sent.contact, message: sent.message })
                }
              />
            ) : step.name === 'code' ? (
              <CodeStep
                requestId={step.requestId}
                message={step.message}
                onConfirmed={(confirmed) => setStep({ name: 'holdings', contact: step.contact, confirmed })}
                onStartAgain={() => setStep({ name: 'contact' })}
              />
            ) : step.name === 'holdings' ? (
              <HoldingsStep
                confirmed={step.confirmed}
                onErased={(receipt) => setStep({ name: 'receipt', contact: step.contact, receipt })}
              />
            ) : (
              <ReceiptStep receipt={step.receipt} sentTo={step.contact} />
            )}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
