import { type User, updateUserBodySchema } from '@boothdeck/contract';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { FormAlert } from '@/shared/ui/form-alert';
import { notifyDone } from '@/shared/ui/notify';
import { useUpdateUser } from '../api/update-user';

/** The names can be changed; the e-mail is shown for reference only (the server refuses another). */
export function AccountInformationCard({ user }: { user: User }) {
  const form = useForm({
    initialValues: { first_name: user.first_name, last_name: user.last_name, email: user.email },
    validate: schemaResolver(updateUserBodySchema, { sync: true }),
  });
  const { formError, showServerErrors, clearFormError } = useServerErrors(form);
  const updateUser = useUpdateUser();

  const submit = form.onSubmit((values) => {
    clearFormError();
    updateUser.mutate(values, {
      onError: showServerErrors,
      onSuccess: ({ message, user: saved }) => {
        form.setValues({ first_name: saved.first_name, last_name: saved.last_name });
        form.resetDirty();
        notifyDone({ title: 'Profile', message });
      },
    });
  });

  return (
    <Paper component="section" withBorder radius="md" shadow="xs" p="lg" aria-label="Account Information">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            Account Information
          </Title>
          <FormAlert message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First Name"
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('first_name')}
            />
            <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput
            label="Email"
            description="The email you sign in with cannot be changed here."
            readOnly
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={updateUser.isPending}>
              Update Profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
