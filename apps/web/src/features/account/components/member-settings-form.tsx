import {
  MEMBER_PIN_LENGTH,
  type MemberSettings,
  type SaveMemberSettingsBody,
  saveMemberSettingsBodySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ApiError } from '@/shared/api/api-error';
import { DescribedSwitch } from '@/shared/ui/described-switch';
import { DigitCodeField } from '@/shared/ui/digit-code-field';
import type { useSaveMemberSettings } from '../api/member-settings';

type FormValues = { active_status: boolean; password: string };

const validateBody = schemaResolver(saveMemberSettingsBodySchema, { sync: true });

type MemberSettingsFormProps = {
  settings: MemberSettings;
  save: ReturnType<typeof useSaveMemberSettings>;
};

/**
 * The switch and the PIN. The stored PIN is never shown (only its hash is kept), so the boxes
 * start empty: left empty they keep it, filled they replace it.
 */
export function MemberSettingsForm({ settings, save }: MemberSettingsFormProps) {
  const form = useForm<FormValues>({
    initialValues: { active_status: settings.active_status === 1, password: '' },
    validate: (values) => {
      const errors = validateBody({ name: settings.name, ...values });
      if (values.active_status && !values.password && !settings.has_pin) {
        return { ...errors, password: MESSAGES.adminPasswordDigits };
      }
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    const body: SaveMemberSettingsBody = { name: settings.name, ...values };
    save.mutate(body, {
      onSuccess: () => form.setFieldValue('password', ''),
      onError: (error) => {
        const pinError = error instanceof ApiError ? error.fieldErrors.password?.[0] : undefined;
        if (pinError) form.setFieldError('password', pinError);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <DescribedSwitch
          label="Exit From App"
          description="When on, the booth asks for the PIN before anyone can leave the app."
          size="md"
          {...form.getInputProps('active_status', { type: 'checkbox' })}
        />
        <DigitCodeField
          label="PIN"
          description={
            settings.has_pin
              ? 'A PIN is set. Type four new digits to replace it, or leave the boxes empty to keep it.'
              : 'Four digits the booth asks for.'
          }
          length={MEMBER_PIN_LENGTH}
          value={form.values.password}
          onChange={(pin) => form.setFieldValue('password', pin)}
          error={form.errors.password}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
