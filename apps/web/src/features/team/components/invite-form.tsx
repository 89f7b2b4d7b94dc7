import { inviteBodySchema, type TeamRole } from '@boothdeck/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { toFormErrors } from '@/shared/lib/to-form-errors';
import { FormAlert } from '@/shared/ui/form-alert';
import { notifyDone } from '@/shared/ui/notify';
import { useInvite } from '../api/team';
import { RoleFields } from './role-fields';

type FormValues = { email: string; role: TeamRole; event_ids: number[] };
const FIELDS = ['email', 'role', 'event_ids'];

/** Invites someone by e-mail with a role; they get a link that works once, for a week. */
export function InviteForm() {
  const invite = useInvite();
  const form = useForm<FormValues>({
    initialValues: { email: '', role: 'operator', event_ids: [] },
    validate: schemaResolver(inviteBodySchema, { sync: true }),
  });
  const { formError } = invite.isError ? toFormErrors(invite.error, FIELDS) : { formError: null };

  const submit = form.onSubmit((values) => {
    invite.mutate(values, {
      onSuccess: () => {
        notifyDone({ title: 'Invitation sent', message: `${values.email} has a link to join, valid for a week.` });
        form.reset();
      },
      onError: (error) => form.setErrors(toFormErrors(error, FIELDS).fieldErrors),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a member">
      <Stack gap="sm">
        <TextInput label="Email" type="email" placeholder="name@example.com" {...form.getInputProps('email')} />
        <RoleFields
          role={form.values.role}
          eventIds={form.values.event_ids}
          onRole={(role) => form.setFieldValue('role', role)}
          onEvents={(ids) => form.setFieldValue('event_ids', ids)}
          errors={{
            role: form.errors.role as string | undefined,
            event_ids: form.errors.event_ids as string | undefined,
          }}
        />
        <FormAlert message={formError} />
        <Group>
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
