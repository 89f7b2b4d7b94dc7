import type { DataConfirmReply, ErasureReceipt } from '@boothdeck/contract';
import { GuestLanguageProvider, useGuestText } from '@boothdeck/i18n/react';
import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { GuestLanguageChoice } from '@/shared/guest-language/guest-language-choice';
import { InLikelyLanguage } from '@/shared/guest-language/in-likely-language';
import { pageFailureText } from '@/shared/guest-language/page-failure-text';
import { preloadLikelyCatalogue, useGuestLanguage } from '@/shared/guest-language/use-guest-language';
import { useDataEvent } from '../api/your-data-api';
import { CodeStep } from '../components/code-step';
import { ContactStep } from '../components/contact-step';
import { HoldingsStep } from '../components/holdings-step';
import { ReceiptStep } from '../components/receipt-step';

/** Where the guest is: giving an address, typing its code, choosing, or reading the receipt. */
type Step =
  | { name: 'contact' }
  | { name: 'code'; requestId: string; contact: string }
  | { name: 'holdings'; contact: string; confirmed: DataConfirmReply }
  | { name: 'receipt'; contact: string; receipt: ErasureReceipt };

type DataEvent = NonNullable<ReturnType<typeof useDataEvent>['data']>;

/**
 * /your-data/{event uuid}: a guest sees, downloads or erases what the event holds about them,
 * once a code sent to their address proves it is theirs. Linked from every share e-mail and
 * gallery page; made for a phone first. It speaks the guest's language among the event's, as the
 * gallery does (and shares the guest's choice with it), with a choice at the top.
 */
export function YourDataPage() {
  const eventId = useParams().eventId ?? '';
  const [params] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per event, with the address it was opened at.
  useEffect(() => preloadLikelyCatalogue(params), [eventId]);
  const event = useDataEvent(eventId);

  if (event.isSuccess) return <DataPageInLanguage eventId={eventId} event={event.data} />;
  return (
    // Until the event's languages are known (or when it cannot be read), the guest's likeliest.
    <InLikelyLanguage>
      <DataCard>
        {event.isError ? (
          <Title order={1} size="h4" ta="center">
            <EventFailure error={event.error} />
          </Title>
        ) : (
          <Center>
            <PageWait />
          </Center>
        )}
      </DataCard>
    </InLikelyLanguage>
  );
}

function PageWait() {
  const { t } = useGuestText();
  return <Loader aria-label={t('common.page.wait')} />;
}

/** Why the event cannot be shown, in the guest's likeliest language. */
function EventFailure({ error }: { error: unknown }) {
  return <>{pageFailureText(error, useGuestText())}</>;
}

function DataPageInLanguage({ eventId, event }: { eventId: string; event: DataEvent }) {
  const { language, languages, choose } = useGuestLanguage(event);
  return (
    <GuestLanguageProvider language={language}>
      <DataSteps
        eventId={eventId}
        eventName={event.event_name}
        languageChoice={<GuestLanguageChoice languages={languages} onChoose={choose} />}
      />
    </GuestLanguageProvider>
  );
}

function DataCard({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="#f8f9fa" style={{ alignItems: 'flex-start' }}>
      <Paper withBorder radius="md" p="lg" w="100%" maw={480} mt="xl">
        {children}
      </Paper>
    </Center>
  );
}

type DataStepsProps = { eventId: string; eventName: string; languageChoice: ReactNode };

/** The page's steps, in the guest's language: the address, the code, what is held, the receipt. */
function DataSteps({ eventId, eventName, languageChoice }: DataStepsProps) {
  const [step, setStep] = useState<Step>({ name: 'contact' });
  const { t } = useGuestText();
  useDocumentTitle(t('guest.data.pageTitle', { event: eventName }));

  return (
    <DataCard>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={1} size="h3">
              {t('guest.data.title')}
            </Title>
            <Text c="dimmed">{eventName}</Text>
          </Stack>
          {languageChoice}
        </Group>
        {step.name === 'contact' ? (
          <ContactStep
            eventId={eventId}
            onSent={(sent) => setStep({ name: 'code', requestId: sent.requestId, contact: sent.contact })}
          />
        ) : step.name === 'code' ? (
          <CodeStep
            requestId={step.requestId}
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
    </DataCard>
  );
}
