import { passwordChangeBodySchema } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { useSessionStore } from '@/shared/session/session-store';
import { FormAlert } from '@/shared/ui/form-alert';
import { notifyDone } from '@/shared/ui/notify';
import { useCheckPassword, useUpdatePassword } from '../api/change-password';

const EMPTY = { old_password: '', password: '', confirmation: '' };
const validateAll = schemaResolver(passwordChangeBodySchema, { sync: true });
/** The server's names for the fields this form shows under other names. */
const SERVER_FIELDS = { old_password: 'old_password', new_password: 'password' } as const;

/**
 * Two states: first only the old password can be typed and checked; once the server accepts it
 * (and hands back a proof good for a few minutes), the new password and its confirmation open.
 * A lapsed proof sends the form back to the first state.
 */
export function ChangePasswordForm() {
  const [proof, setProof] = useState<string | null>(null);
  const isChecked = proof !== null;
  const form = useForm({
    initialValues: EMPTY,
    // Before the check only the old password is judged; the other fields are still closed.
    validate: (values) => {
      const errors = validateAll(values);
      if (isChecked || !errors.old_password) return isChecked ? errors : {};
      return { old_password: errors.old_password };
    },
  });
  const { formError, showServerErrors, clearFormError, showFormError } = useServerErrors(form, SERVER_FIELDS);
  // The signed-in login's own address: a member's, not the owner's whose account they act for.
  const email = useSessionStore((state) => (state.member ?? state.user)?.email);
  const checkPassword = useCheckPassword();
  const updatePassword = useUpdatePassword();

  const submit = form.onSubmit((values) => {
    clearFormError();
    if (!isChecked) {
      checkPassword.mutate(
        { old_password: values.old_password, email },
        {
          onError: showServerErrors,
          onSuccess: (reply) => {
            notifyDone({ title: 'Password checked', message: reply.message });
            setProof(reply.proof);
          },
        },
      );
      return;
    }
    updatePassword.mutate(
      { new_password: values.password, email, proof },
      {
        onError: (error) => {
          showServerErrors(error);
          // The proof lapsed or was used: the old password has to be checked again.
          if (error instanceof ApiError && error.fieldErrors.proof) {
            setProof(null);
            form.setFieldValue('old_password', '');
          }
        },
        onSuccess: ({ message }) => {
          notifyDone({ title: 'Password updated', message });
          setProof(null);
          form.setValues(EMPTY);
          form.resetDirty(EMPTY);
          showFormError(null);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          disabled={isChecked}
          {...form.getInputProps('old_password')}
        />
        <PasswordInput
          label="New Password"
          description={MESSAGES.passwordHint}
          autoComplete="new-password"
          disabled={!isChecked}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          disabled={!isChecked}
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" loading={checkPassword.isPending || updatePassword.isPending}>
          {isChecked ? 'Update Password' : 'Check Password'}
        </Button>
      </Stack>
    </form>
  );
}
