import { Button, Center, Group, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { useCheckPassword } from '../api/public-gallery-api';
import { afterPassword } from '../lib/public-paths';

const REQUIRED = 'The password field is required.';
/** Shown while the browser solves the puzzle a gallery under guessing asks for. */
export const SOLVING_MESSAGE = 'Checking this browser before the password… this takes a few seconds.';

/**
 * /social/gallery/password/{id}: a protected gallery's password. The server keeps the access it
 * grants (a cookie scripts cannot read); the page only asks and moves on, to the page that sent
 * the guest here (a shared item, say) or else the gallery.
 */
export function PasswordPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { state } = useLocation();
  const [solving, setSolving] = useState(false);
  const check = useCheckPassword(setSolving);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(REQUIRED);
    check.mutate(
      { eventId: id, password },
      {
        onSuccess: () => navigate(afterPassword(state, id), { replace: true }),
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="#f8f9fa">
      <Paper component="form" onSubmit={submit} noValidate withBorder p="xl" radius="md" w="100%" maw={380}>
        <Stack>
          <Title order={1} size="h3">
            This gallery is protected
          </Title>
          <PasswordInput
            label="Password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoFocus
          />
          {solving && (
            <Group gap="xs" wrap="nowrap" role="status">
              <Loader size="xs" color="#CEA252" />
              <Text size="sm" c="dimmed">
                {SOLVING_MESSAGE}
              </Text>
            </Group>
          )}
          <Button type="submit" loading={check.isPending} color="#CEA252">
            Submit
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
