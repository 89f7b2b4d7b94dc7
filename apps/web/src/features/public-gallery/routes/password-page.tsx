import type { CatalogueKey } from '@boothdeck/i18n';
import { useGuestText } from '@boothdeck/i18n/react';
import { Button, Center, Group, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { InLikelyLanguage } from '@/shared/guest-language/in-likely-language';
import { preloadLikelyCatalogue } from '@/shared/guest-language/use-guest-language';
import { useCheckPassword } from '../api/public-gallery-api';
import { passwordErrorKey } from '../lib/password-error-text';
import { afterPassword } from '../lib/public-paths';

/**
 * /social/gallery/password/{id}: a protected gallery's password. The server keeps the access it
 * grants (a cookie scripts cannot read); the page only asks and moves on, to the page that sent
 * the guest here (a shared item, say) or else the gallery. It cannot read the event's languages
 * before the password, so it speaks the guest's likeliest (the link's `?lang=`, which the gallery
 * pages pass on, an earlier choice, the browser's).
 */
export function PasswordPage() {
  const [params] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the address the page was opened at.
  useEffect(() => preloadLikelyCatalogue(params), []);
  return (
    <InLikelyLanguage>
      <PasswordForm />
    </InLikelyLanguage>
  );
}

function PasswordForm() {
  const { t } = useGuestText();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { state } = useLocation();
  const [solving, setSolving] = useState(false);
  const check = useCheckPassword(setSolving);
  const [password, setPassword] = useState('');
  // A catalogue key, so the message follows the page's language.
  const [error, setError] = useState<CatalogueKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('guest.password.required');
    check.mutate(
      { eventId: id, password },
      {
        onSuccess: () => navigate(afterPassword(state, id), { replace: true }),
        onError: (failure) => setError(passwordErrorKey(failure)),
      },
    );
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="#f8f9fa">
      <Paper component="form" onSubmit={submit} noValidate withBorder p="xl" radius="md" w="100%" maw={380}>
        <Stack>
          <Title order={1} size="h3">
            {t('guest.password.title')}
          </Title>
          <PasswordInput
            label={t('guest.password.label')}
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
            error={error && t(error)}
            autoFocus
          />
          {solving && (
            <Group gap="xs" wrap="nowrap" role="status">
              <Loader size="xs" color="#CEA252" />
              <Text size="sm" c="dimmed">
                {t('guest.password.solving')}
              </Text>
            </Group>
          )}
          <Button type="submit" loading={check.isPending} color="#CEA252">
            {t('guest.password.submit')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
