/**
 * `/event/languages/edit/{id}`: the languages an event's guests may choose (on the booth's attract
 * screen, on the gallery pages) and the default they start in; their messages go out in the
 * language they chose. For each other language the organiser may give their own texts.
 */
import {
  DEFAULT_EVENT_LANGUAGES,
  type EventLanguages,
  GUEST_LANGUAGES,
  type GuestLanguage,
  LANGUAGE_NAMES,
} from '@boothdeck/contract/guest-languages';
import { Accordion, Alert, Button, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { generatePath, useLocation, useNavigate, useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { useEventLanguages, useSaveEventLanguages } from '../api/event-languages';
import { TranslatedTextsFields } from '../components/translated-texts';

export function EventLanguagesPage() {
  const eventId = Number(useParams().id);
  const { data, error } = useEventLanguages(eventId);
  useDocumentTitle('Guest languages | Boothdeck');
  if (error) return <Alert color="red">{getErrorMessage(error)}</Alert>;
  if (!data) return <PageLoader />;
  return <LanguagesForm eventId={eventId} saved={data.languages} />;
}

function LanguagesForm({ eventId, saved }: { eventId: number; saved: EventLanguages }) {
  const [value, setValue] = useState<EventLanguages>(saved ?? DEFAULT_EVENT_LANGUAGES);
  const save = useSaveEventLanguages(eventId);
  const navigate = useNavigate();
  // Opened from the wizard's summary, saving goes back there; from the event's details, back to them.
  const state: unknown = useLocation().state;
  const returnTo =
    typeof state === 'object' && state !== null && 'returnTo' in state && typeof state.returnTo === 'string'
      ? state.returnTo
      : generatePath(PATHS.eventDetails, { id: String(eventId) });
  const others = value.languages.filter((language) => language !== value.default_language);

  const setLanguages = (languages: GuestLanguage[]) => {
    // Kept in the catalogue's order, so the attract screen lists them the same way each time.
    const ordered = GUEST_LANGUAGES.filter((language) => languages.includes(language));
    const fallback = ordered.includes(value.default_language) ? value.default_language : (ordered[0] ?? 'en');
    setValue({ ...value, languages: ordered, default_language: fallback });
  };

  async function submit() {
    try {
      await save.mutateAsync(value);
      notifications.show({ color: 'teal', message: 'Languages saved.' });
      navigate(returnTo);
    } catch {
      // The error is shown below the form.
    }
  }

  return (
    <Stack maw={760} mx="auto" w="100%" gap="lg">
      <Title order={1} fz="h2">
        Guest languages
      </Title>
      <Text c="dimmed">
        Guests choose one of these on the booth’s start screen, and the gallery follows their browser’s language among
        them. Their e-mails and text messages go out in the language they chose.
      </Text>
      <Checkbox.Group
        label="Languages guests can choose"
        value={value.languages}
        onChange={(chosen) => setLanguages(chosen as GuestLanguage[])}
      >
        <Group mt="xs">
          {GUEST_LANGUAGES.map((language) => (
            <Checkbox key={language} value={language} label={LANGUAGE_NAMES[language]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Select
        label="Default language"
        description="What the booth and the gallery start in, and what your option steps’ texts are written in."
        data={value.languages.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        value={value.default_language}
        allowDeselect={false}
        onChange={(language) => language && setValue({ ...value, default_language: language as GuestLanguage })}
      />
      {others.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Your texts in the other languages
          </Title>
          <Accordion variant="separated">
            {others.map((language) => (
              <Accordion.Item key={language} value={language}>
                <Accordion.Control>{LANGUAGE_NAMES[language]}</Accordion.Control>
                <Accordion.Panel>
                  <TranslatedTextsFields
                    language={language}
                    texts={value.translated_texts}
                    onChange={(translated_texts) => setValue({ ...value, translated_texts })}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      )}
      {save.error && (
        <Alert color="red" role="alert">
          {getErrorMessage(save.error)}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void submit()} loading={save.isPending} disabled={value.languages.length === 0}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
