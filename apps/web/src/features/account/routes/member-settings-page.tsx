import { MESSAGES } from '@boothdeck/contract/messages';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemberSettings, useSaveMemberSettings } from '../api/member-settings';
import { MemberSettingsForm } from '../components/member-settings-form';

type Status = 'loading' | 'loaded' | 'saving' | 'saved' | 'error';

const STATUS_TEXT: Record<Status, string> = {
  loading: MESSAGES.memberSettingsLoading,
  loaded: MESSAGES.memberSettingsLoaded,
  saving: MESSAGES.memberSettingsSaving,
  saved: MESSAGES.memberSettingsSaved,
  error: MESSAGES.memberSettingsFailed,
};

const STATUS_COLOUR: Partial<Record<Status, string>> = { saved: 'teal', error: 'red' };

/** `/member-settings`: the booth's exit-from-app switch and its PIN, with where loading and saving stand. */
export function MemberSettingsPage() {
  useDocumentTitle('Member Settings | Boothdeck');
  const settings = useMemberSettings();
  const save = useSaveMemberSettings();
  const status: Status = settings.isPending
    ? 'loading'
    : settings.isError || save.isError
      ? 'error'
      : save.isPending
        ? 'saving'
        : save.isSuccess
          ? 'saved'
          : 'loaded';

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} fz="h2">
        Member Settings
      </Title>
      <Paper withBorder radius="md" shadow="xs" p="lg">
        <Stack gap="md">
          <Text role="status" size="sm" fw={500} c={STATUS_COLOUR[status] ?? 'dimmed'}>
            {STATUS_TEXT[status]}
          </Text>
          {settings.data && <MemberSettingsForm settings={settings.data.memberSettings} save={save} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
